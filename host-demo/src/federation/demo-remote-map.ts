import { localManifestUrl } from '@site-chrome/dev/demo/local-ports';
import { appPorts } from '@site-chrome/rules/ports';
import { remoteNames, resolveRemoteMap, type RemoteMap } from '@site-chrome/host';

const remotePorts = remoteNames.map((remote) => appPorts[remote]);

/**
 * Where the demo page may point a remote: the local remote ports (3001-3003), over http or https, on
 * the page's own host name or on localhost. That lets a developer swap in a build served on another
 * local port of the same set, and nothing from anywhere else.
 */
export function demoAllowedOrigins(hostname: string): string[] {
  const hostnames = [...new Set([hostname, 'localhost'])];
  return hostnames.flatMap((name) =>
    ['http', 'https'].flatMap((scheme) => remotePorts.map((port) => `${scheme}://${name}:${port}`)),
  );
}

/**
 * The demo page's runtime map: each remote on its own local port of the page's host name, overridable
 * per page (`?remote.<name>=` or `window.__SITE_CHROME_REMOTES__`) within `demoAllowedOrigins`.
 */
export function demoRemoteMap(location: Pick<Location, 'hostname' | 'search'>): RemoteMap {
  const defaults = Object.fromEntries(
    remoteNames.map((remote) => [remote, localManifestUrl(remote, location.hostname)]),
  ) as RemoteMap;
  return resolveRemoteMap({
    defaults,
    allowedOrigins: demoAllowedOrigins(location.hostname),
    search: location.search,
  });
}
