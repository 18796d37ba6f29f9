import type { WebpackRequire } from '@module-federation/webpack-bundler-runtime';
import bundlerRuntimePackage from '@module-federation/webpack-bundler-runtime/package.json';
import { containerRuntime } from './container-runtime';
import { loadOwnRuntime, type ContainerScriptLoader } from './load-own-runtime';
import { publishedBundlerRuntimeKey, type GlobalWithBundlerRuntime } from './published-bundler-runtime';

/*
 * Stands in for `@module-federation/webpack-bundler-runtime/bundler` in remotes built with
 * `runtime: 'external'` (see bundler-runtime-replacement.ts). Two paths (docs/decisions/runtime-skew.md):
 * - the slim path: the page's provider publishes the runtime core and bundler runtime of exactly this
 *   version; the container takes their functions and keeps its state to itself. Its runtime wrapper is its
 *   own (container-runtime.ts): the provider's wrapper holds the host's federation instance.
 * - the own-runtime path: any other page (another @module-federation/enhanced version, or a page that
 *   loads remotes the standard way, without our provider). The container registers at once, downloads its
 *   exact runtime from its own origin (load-own-runtime.ts), and its `init` and `get` wait for it.
 */

const { version } = bundlerRuntimePackage;

/**
 * The page's bundler runtime, if it is of this exact version. The bundler runtime's functions are an
 * internal interface of the federation package, outside its semver, so only the same release fits (the
 * federation packages are released together, with one version number). The provider publishes it only
 * beside a runtime core of its own release (publish-bundler-runtime-plugin.ts), so this one check covers both.
 */
function pagesBundlerRuntime() {
  const provided = (globalThis as GlobalWithBundlerRuntime)[publishedBundlerRuntimeKey];
  return provided?.version === version ? provided : undefined;
}

function slimFederation(provided: NonNullable<ReturnType<typeof pagesBundlerRuntime>>) {
  // `instance` and `initOptions` stay unset: the entry's federation object has its own.
  return {
    runtime: containerRuntime,
    bundlerRuntimeOptions: {},
    attachShareScopeMap: provided.attachShareScopeMap,
    bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  };
}

/**
 * Stand-ins until this version's runtime has arrived. The entry calls `init` as it starts (that begins the
 * download); the page calls the container's `init` (`initContainerEntry`), then `get`, whose chunk loads
 * call `consumes`: each waits for the runtime, whose `attach` replaced the stand-ins, then runs the real
 * function. A failed download fails the container's `init` and `get`, which the page awaits.
 */
function ownRuntimeFederation() {
  let ready: Promise<void>;
  const bundlerRuntime = {
    S: {},
    init({ webpackRequire }: { webpackRequire: WebpackRequire & ContainerScriptLoader }) {
      ready = loadOwnRuntime(version, webpackRequire).then((own) => own.attach(webpackRequire));
      ready.catch(() => undefined);
    },
    // The page awaits the container's `init` (every runtime core, 0.24 to 2.9, does), so it may be late.
    initContainerEntry: (options: object) =>
      ready.then(() => (bundlerRuntime.initContainerEntry as (options: object) => unknown)(options)),
    consumes(options: { promises: Promise<unknown>[] }) {
      options.promises.push(
        ready.then(() => {
          const promises: Promise<unknown>[] = [];
          bundlerRuntime.consumes({ ...options, promises });
          return Promise.all(promises);
        }),
      );
    },
  };
  // The rest of the container's federation object (options, instance) is the entry's own.
  return { bundlerRuntime };
}

const provided = pagesBundlerRuntime();
const federation = provided ? slimFederation(provided) : ownRuntimeFederation();

export default federation;
