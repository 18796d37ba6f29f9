import type { Federation, WebpackRequire } from '@module-federation/webpack-bundler-runtime';
import bundlerRuntimePackage from '@module-federation/webpack-bundler-runtime/package.json';
import { containerRuntime } from './container-runtime';
import { loadOwnRuntime } from './load-own-runtime';
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

type BundlerRuntime = NonNullable<Federation['bundlerRuntime']>;
type PageWithRuntimeCore = GlobalWithBundlerRuntime & { _FEDERATION_RUNTIME_CORE_FROM?: { version: string } };

/**
 * The page's bundler runtime, if its runtime core and bundler runtime are both of this exact version. The
 * bundler runtime's functions are an internal interface of the federation package, outside its semver, so
 * only the same release fits (the federation packages are released together, with one version number).
 */
function pagesBundlerRuntime() {
  const page = globalThis as PageWithRuntimeCore;
  const provided = page[publishedBundlerRuntimeKey];
  const coreVersion = page._FEDERATION_RUNTIME_CORE_FROM?.version;
  return provided?.version === version && coreVersion === version ? provided : undefined;
}

function slimFederation(provided: NonNullable<ReturnType<typeof pagesBundlerRuntime>>) {
  return {
    runtime: containerRuntime,
    instance: undefined,
    initOptions: undefined,
    bundlerRuntimeOptions: {},
    attachShareScopeMap: provided.attachShareScopeMap,
    bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  };
}

/**
 * Stand-ins until this version's runtime has arrived. The entry calls `init` as it starts (that begins the
 * download); the page calls the container's `init` (`initContainerEntry`), then `get`, whose chunk loads
 * call `consumes`: each waits for the runtime, then runs the real function, which replaced its stand-in.
 */
function ownRuntimeFederation() {
  let ready: Promise<void> = Promise.resolve();
  const whenReady = () => ready;
  const bundlerRuntime: Partial<BundlerRuntime> & Pick<BundlerRuntime, 'S'> = {
    S: {},
    init({ webpackRequire }: { webpackRequire: WebpackRequire }) {
      const publicPath = (webpackRequire as WebpackRequire & { p?: string }).p ?? '';
      ready = loadOwnRuntime(version, publicPath).then(
        (own) => {
          const { S: ownShareScopes, ...functions } = own.bundlerRuntime;
          void ownShareScopes; // the container keeps its own share scopes (`S`), as on the slim path
          const federation = webpackRequire.federation;
          Object.assign(bundlerRuntime, functions);
          federation.runtime = own.runtime;
          federation.attachShareScopeMap = own.attachShareScopeMap;
          // As the entry would have at start-up (the federation plugin's template calls it with this one argument).
          const initInstance = functions.init as (options: { webpackRequire: WebpackRequire }) => unknown;
          federation.instance = initInstance({ webpackRequire }) as Federation['instance'];
          federation.attachShareScopeMap?.(webpackRequire);
        },
        (error: unknown) => {
          throw new Error(
            `[site-chrome] remote "${webpackRequire.federation.initOptions?.name ?? 'unknown'}" runs on federation runtime ${version}, which the page does not provide, and ${error instanceof Error ? error.message : String(error)}`,
          );
        },
      );
      // Reported through the container's `init` and `get`, which the page awaits; not a second time here.
      ready.catch(() => undefined);
    },
    // The page awaits the container's `init` (every runtime core, 0.24 to 2.9, does), so it may be late.
    initContainerEntry: ((options: Parameters<BundlerRuntime['initContainerEntry']>[0]) =>
      whenReady().then(() =>
        bundlerRuntime.initContainerEntry?.(options),
      )) as unknown as BundlerRuntime['initContainerEntry'],
    I: ((options) => whenReady().then(() => bundlerRuntime.I?.(options))) as BundlerRuntime['I'],
    consumes(options) {
      options.promises.push(
        whenReady().then(() => {
          const promises: Promise<unknown>[] = [];
          bundlerRuntime.consumes?.({ ...options, promises });
          return Promise.all(promises);
        }),
      );
    },
  };
  return {
    runtime: undefined,
    instance: undefined,
    initOptions: undefined,
    bundlerRuntimeOptions: {},
    attachShareScopeMap: undefined,
    bundlerRuntime,
  };
}

const provided = pagesBundlerRuntime();
const federation = provided ? slimFederation(provided) : ownRuntimeFederation();

export default federation;
