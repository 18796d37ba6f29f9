// The ports module alone: the package's index is Node-only server code, and pages' bundles read these ports.
import { fragmentServerPorts } from '@site-chrome/server/ports';
import { manifestFileName, type RemoteName } from '@site-chrome/host/remote-names';

/**
 * Where each app of the site chrome is served in the demo and the tests (ARCHITECTURE: "Local ports").
 * Demo-only: a production page finds remotes through its runtime map, never through these ports.
 */
export const appPorts = {
  host: 3000,
  header: 3001,
  footer: 3002,
  search: 3003,
} as const;

/**
 * The ports of the remotes' Node fragment server processes (issue 33; two each, issue 40), behind their
 * origins' `/fragment/`. Declared in `@site-chrome/server`, which the servers themselves read (production code
 * never imports this kit).
 */
export const fragmentPorts = fragmentServerPorts;

/** Default manifest URL of a remote served locally, e.g. http://localhost:3001/mf-manifest.json. */
export function localManifestUrl(remote: RemoteName, hostname = 'localhost'): string {
  return `http://${hostname}:${appPorts[remote]}/${manifestFileName}`;
}
