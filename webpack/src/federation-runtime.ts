import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { WebpackPluginInstance } from 'webpack';
import {
  publishBundlerRuntimePluginFile,
  replaceBundlerRuntimeWithPagesCopy,
} from './bundler-runtime/bundler-runtime-replacement';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
type FederationExperiments = NonNullable<FederationOptions['experiments']>;

/**
 * Where a build gets the federation runtime from (ARCHITECTURE "Runtime": once per page).
 * - `'provide'`: a pure consumer (the demo host, /loader.js) bundles the runtime and publishes it to the
 *   page: the runtime core as the global `_FEDERATION_RUNTIME_CORE`, the bundler runtime's functions as
 *   `_SITE_CHROME_BUNDLER_RUNTIME`. Only allowed without `exposes`.
 * - `'external'`: a remote uses both from the page, so its `remoteEntry.js` keeps only webpack's glue and
 *   its own federation instance. It cannot run on a page without a provider, and it loads no other
 *   remotes itself.
 * - `'bundled'`: the build carries its own copy (a second runtime on any page that has one already).
 */
export type FederationRuntime = 'bundled' | 'provide' | 'external';

/**
 * The runtime plugin that publishes the runtime, in its ES module build. The federation plugin's own
 * `experiments.provideExternalRuntime` adds the same plugin by `require.resolve`, which picks its
 * CommonJS build; that one pulls in the CommonJS runtime-core beside the ES module copy the bundler
 * runtime uses: two runtime copies in the provider (measured: 87 KB raw, 22 KB gzip more in the demo
 * host's main.js). The ES module build publishes the one copy the provider already runs.
 */
const publishRuntimePlugin = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/** The provider's runtime plugin that reads a remote's entry from its manifest (the federation plugin wants a path). */
const manifestEntryPluginFile = path.join(__dirname, 'manifest-entry-plugin.ts');

/** The federation plugin's `experiments` and extra runtime plugins for each way of getting the runtime. */
export function federationRuntimeOptions(
  runtime: FederationRuntime,
  hasExposes: boolean,
): { experiments?: FederationExperiments; runtimePlugins: string[] } {
  switch (runtime) {
    case 'provide':
      if (hasExposes) {
        throw new Error("runtime 'provide' is for pure consumers: a build that exposes modules cannot.");
      }
      // Every page of the site chrome is a browser page: the runtime's Node loading paths are dead weight.
      // `disableSnapshot` drops the runtime's snapshot plugin and its preload planner: the page preloads a
      // remote's first-render chunks itself (`@site-chrome/host/preload`), and `manifestEntryPlugin` keeps
      // the one part of it the page needs, the entry read from the remote's manifest.
      return {
        experiments: { optimization: { target: 'web', disableSnapshot: true } },
        runtimePlugins: [publishRuntimePlugin, publishBundlerRuntimePluginFile, manifestEntryPluginFile],
      };
    case 'external':
      // `disableRemote` drops the code for loading remotes from a remote: ours only expose modules.
      return {
        experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
        runtimePlugins: [],
      };
    case 'bundled':
      return { runtimePlugins: [] };
  }
}

/** Webpack plugins a build needs for its way of getting the runtime (besides the federation plugin). */
export function federationRuntimeWebpackPlugins(runtime: FederationRuntime): WebpackPluginInstance[] {
  return runtime === 'external' ? [replaceBundlerRuntimeWithPagesCopy()] : [];
}
