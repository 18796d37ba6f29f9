import { localManifestUrl } from '@site-chrome/dev/demo/local-ports';
import { preloadRemoteAssets } from '@site-chrome/host/preload';

/** The remotes and exposed modules every demo page shows at once, whose downloads start with the page. */
const firstRenderParts = [
  { remote: 'header', exposes: ['Header'] },
  { remote: 'footer', exposes: ['Footer'] },
] as const;

/**
 * Runs in the page's first script, `/preload.js` (`host-demo/src/preload.ts`, a build of its own without
 * federation), before the share scope and React: starts the header's and the footer's
 * manifest, entry and first-render chunks while the page's own chunks download, instead of after them.
 * Only for a remote loaded from its default build: an override is checked against the allowlist later
 * (demo-remote-map.ts), and nothing is fetched from an origin before that check.
 */
export function preloadPageRemotes(location: Pick<Location, 'hostname' | 'search'>): void {
  const parameters = new URLSearchParams(location.search);
  for (const { remote, exposes } of firstRenderParts) {
    const overridden = parameters.has(`remote.${remote}`) || window.__SITE_CHROME_REMOTES__?.[remote];
    if (overridden) continue;
    void preloadRemoteAssets(localManifestUrl(remote, location.hostname), exposes);
  }
}
