import bundlerRuntimePackage from '@module-federation/webpack-bundler-runtime/package.json';
import { containerRuntime } from './container-runtime';
import { publishedBundlerRuntimeKey, type GlobalWithBundlerRuntime } from './published-bundler-runtime';

/*
 * Stands in for `@module-federation/webpack-bundler-runtime/bundler` in remotes built with
 * `runtime: 'external'` (see bundler-runtime-replacement.ts): the container takes the bundler runtime's
 * functions from the page's provider and keeps its state to itself. Its runtime wrapper is its own
 * (container-runtime.ts): the provider's wrapper holds the host's federation instance, and sharing it
 * would hand the remote that instance.
 */

const { version } = bundlerRuntimePackage;
const provided = (globalThis as GlobalWithBundlerRuntime)[publishedBundlerRuntimeKey];
if (!provided) {
  throw new Error(
    '[site-chrome] This remote uses the federation runtime of the page, and the page provides none: load it through the demo host or /loader.js.',
  );
}
// The bundler runtime is an internal API of the federation plugin: a remote runs only on the exact version it was built with.
if (provided.version !== version) {
  throw new Error(
    `[site-chrome] This remote was built with federation bundler runtime ${version}, the page provides ${provided.version}: rebuild the remote or the page with the same @module-federation/enhanced.`,
  );
}

const federation = {
  runtime: containerRuntime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntimeOptions: {},
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
};

export default federation;
