/**
 * `@site-chrome/shared/federation-host`: what a page that loads the remotes needs (the demo host and the
 * plain-page loader). Bundled into those two, never federated: remotes do not import it.
 */
export { manifestFileName, remoteNames } from './remote-names';
export type { RemoteName } from './remote-names';
