import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { WebpackPluginInstance } from 'webpack';
import { replaceBundlerRuntimeWithPagesCopy } from './bundler-runtime/bundler-runtime-replacement';
import { providerExperiments, providerRuntimePlugins } from './provider-runtime-plugins';

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
      return {
        experiments: providerExperiments,
        runtimePlugins: [...providerRuntimePlugins],
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
