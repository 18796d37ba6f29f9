import path from 'node:path';

const runtimePluginDirectory = path.join(
  path.dirname(require.resolve('@site-chrome/host/package.json')),
  'src/runtime-plugins',
);

/**
 * The runtime plugins of every page that loads the remotes (the demo host and /loader.js): a time-out
 * for manifests and entry scripts, Subresource Integrity for the remotes' scripts from their manifests,
 * the fallback that turns a failed load into one console error, and the reload of a remote whose build was
 * replaced while the page was open (a lazy chunk that is gone).
 * They live in `@site-chrome/host`, so both pages run the same code; the federation
 * plugin wants file paths, hence absolute paths here.
 */
export const federationHostRuntimePlugins: readonly string[] = [
  path.join(runtimePluginDirectory, 'load-timeout-plugin.ts'),
  path.join(runtimePluginDirectory, 'script-integrity-plugin.ts'),
  path.join(runtimePluginDirectory, 'remote-fallback-plugin.ts'),
  path.join(runtimePluginDirectory, 'stale-build-recovery-plugin.ts'),
];
