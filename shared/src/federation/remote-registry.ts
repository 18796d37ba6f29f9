/**
 * Where each app of the site chrome is served in the demo and the tests (ARCHITECTURE: "Local ports").
 * Pure data, imported by the webpack factory at build time and by the demo host at run time.
 */
export const appPorts = {
  host: 3000,
  header: 3001,
  footer: 3002,
  search: 3003,
} as const;

export type RemoteName = 'header' | 'footer' | 'search';

export const remoteNames: readonly RemoteName[] = ['header', 'footer', 'search'];

/** The file every remote publishes beside `remoteEntry.js`; hosts find remotes through it. */
export const manifestFileName = 'mf-manifest.json';

/** Default manifest URL of a remote served locally, e.g. http://localhost:3001/mf-manifest.json. */
export function localManifestUrl(remote: RemoteName, hostname = 'localhost'): string {
  return `http://${hostname}:${appPorts[remote]}/${manifestFileName}`;
}
