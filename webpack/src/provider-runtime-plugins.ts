import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { moduleFile } from './module-file';

type FederationExperiments = NonNullable<
  ConstructorParameters<typeof ModuleFederationPlugin>[0]['experiments']
>;

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

/** The provider's runtime plugin file that publishes the bundler runtime's functions (the federation plugin wants a path). */
export const publishBundlerRuntimePluginFile = moduleFile(
  path.join(__dirname, 'bundler-runtime'),
  'publish-bundler-runtime-plugin',
);

/** The provider's runtime plugin that reads a remote's entry from its manifest (the federation plugin wants a path). */
const manifestEntryPluginFile = moduleFile(__dirname, 'manifest-entry-plugin');

/**
 * The runtime plugins of a page that provides the federation runtime to the remotes (`runtime: 'provide'`),
 * which are built without one. No webpack import here: a page built with rspack takes these too.
 */
export const providerRuntimePlugins: readonly string[] = [
  publishRuntimePlugin,
  publishBundlerRuntimePluginFile,
  manifestEntryPluginFile,
];

/**
 * Every page of the site chrome is a browser page: the runtime's Node loading paths are dead weight.
 * `disableSnapshot` drops the runtime's snapshot plugin and its preload planner: the page preloads a
 * remote's first-render chunks itself (`@site-chrome/host/preload`), and `manifestEntryPlugin` keeps
 * the one part of it the page needs, the entry read from the remote's manifest.
 */
export const providerExperiments: FederationExperiments = {
  optimization: { target: 'web', disableSnapshot: true },
};
