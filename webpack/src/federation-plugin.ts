import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { exposesModules, type AppFederationConfig } from './app-federation-config';
import { federationRuntimeOptions } from './federation-runtime';
import { createSharedSingletons } from './shared-singletons';

export interface FederationPluginOptions {
  /** Write `mf-manifest.json` beside the entry. Default true; the loader must not: the header's manifest is the one its origin serves. */
  manifest?: boolean;
}

/** The federation plugin as every build of the site chrome configures it; the app's config says the rest. */
export function createFederationPlugin(
  appDirectory: string,
  federation: AppFederationConfig,
  { manifest = true }: FederationPluginOptions = {},
): ModuleFederationPlugin {
  const exposes = Object.fromEntries(
    Object.entries(federation.exposes ?? {}).map(([key, file]) => [key, path.resolve(appDirectory, file)]),
  );
  const isRemote = exposesModules(federation);
  const runtime = federationRuntimeOptions(federation.runtime ?? 'bundled', isRemote);
  return new ModuleFederationPlugin({
    name: federation.name,
    filename: isRemote ? 'remoteEntry.js' : undefined,
    exposes: isRemote ? exposes : undefined,
    shared: createSharedSingletons(appDirectory, { eager: federation.eagerShared }),
    // 'version-first' fetches every remote's entry at start-up so one dead origin stalls the page;
    // 'loaded-first' reuses what is already on the page and loads a remote only when it is asked for.
    shareStrategy: 'loaded-first',
    runtimePlugins: [
      ...(federation.runtimePlugins ?? []).map((file) => path.resolve(appDirectory, file)),
      ...runtime.runtimePlugins,
    ],
    manifest: manifest ? { fileName: 'mf-manifest.json' } : false,
    dts: federation.dts ?? false,
    dev: false,
    experiments: runtime.experiments,
  });
}
