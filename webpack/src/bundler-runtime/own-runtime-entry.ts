import federation, { type WebpackRequire } from '@module-federation/webpack-bundler-runtime';
import bundlerRuntimePackage from '@module-federation/webpack-bundler-runtime/package.json';
import { ownRuntimeKey, type GlobalWithOwnRuntime, type OwnRuntime } from './own-runtime';

/*
 * The entry of `federation-runtime-<version>.js` (create-own-runtime-config.ts): the federation runtime and
 * bundler runtime a remote's slim entry downloads from its own origin when the page provides none of its
 * exact version. Publishes them under a global of its version; the slim entry takes them from there.
 */
const { version } = bundlerRuntimePackage;
const { runtime, attachShareScopeMap, bundlerRuntime } = federation;

function attach(webpackRequire: WebpackRequire): void {
  const container = webpackRequire.federation;
  // Every function replaces its stand-in; the container keeps its own share scopes (`S`), as on the slim path.
  const { S: ownShareScopes, ...functions } = bundlerRuntime ?? ({} as NonNullable<typeof bundlerRuntime>);
  void ownShareScopes;
  Object.assign(container.bundlerRuntime ?? {}, functions);
  container.runtime = runtime;
  container.attachShareScopeMap = attachShareScopeMap;
  // What the federation plugin's entry template does at start-up, which the stand-in `init` deferred.
  const init = functions.init as unknown as (options: {
    webpackRequire: WebpackRequire;
  }) => typeof container.instance;
  container.instance = init({ webpackRequire });
  attachShareScopeMap?.(webpackRequire);
}

const published: OwnRuntime = { version, attach };
(globalThis as GlobalWithOwnRuntime)[ownRuntimeKey(version)] ??= published;
