import { manifestFileName, type RemoteName } from '@site-chrome/host/remote-names';
import { appPorts } from '@site-chrome/rules/ports';

/**
 * Default manifest URL of a remote served locally, e.g. http://localhost:3001/mf-manifest.json: its port from
 * the one ports table (`@site-chrome/rules/ports`). Demo-only: a production page finds remotes through its
 * runtime map, never through these ports.
 */
export function localManifestUrl(remote: RemoteName, hostname = 'localhost'): string {
  return `http://${hostname}:${appPorts[remote]}/${manifestFileName}`;
}
