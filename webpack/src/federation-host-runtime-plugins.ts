import { existsSync } from 'node:fs';
import path from 'node:path';
import { moduleFile } from './module-file';

const hostDirectory = path.dirname(require.resolve('@site-chrome/host/package.json'));
// The sources in this repository, the compiled files in the installed kit (which has no src/).
const runtimePluginDirectory = existsSync(path.join(hostDirectory, 'src'))
  ? path.join(hostDirectory, 'src/runtime-plugins')
  : path.join(hostDirectory, 'dist/runtime-plugins');

/**
 * The runtime plugins of every page that loads the remotes (the demo host and /loader.js): a time-out
 * for manifests and entry scripts, Subresource Integrity for the remotes' scripts from their manifests,
 * the fallback that turns a failed load into one console error, and the reload of a remote whose build was
 * replaced while the page was open (a lazy chunk that is gone).
 * They live in `@site-chrome/host`, so both pages run the same code; the federation
 * plugin wants file paths, hence absolute paths here.
 */
export const federationHostRuntimePlugins: readonly string[] = [
  moduleFile(runtimePluginDirectory, 'load-timeout-plugin'),
  moduleFile(runtimePluginDirectory, 'script-integrity-plugin'),
  moduleFile(runtimePluginDirectory, 'remote-fallback-plugin'),
  moduleFile(runtimePluginDirectory, 'stale-build-recovery-plugin'),
];
