import federation from '@module-federation/webpack-bundler-runtime';
import bundlerRuntimePackage from '@module-federation/webpack-bundler-runtime/package.json';
import { ownRuntimeKey, type GlobalWithOwnRuntime, type OwnRuntime } from './own-runtime';

/*
 * The entry of `federation-runtime-<version>.js` (create-own-runtime-config.ts): the federation runtime and
 * bundler runtime a remote's slim entry downloads from its own origin when the page provides none of its
 * exact version. Publishes them under a global of its version; the slim entry takes them from there.
 */
const { version } = bundlerRuntimePackage;
const page = globalThis as GlobalWithOwnRuntime;
const { runtime, attachShareScopeMap, bundlerRuntime } = federation;
if (!bundlerRuntime) throw new Error(`[site-chrome] federation bundler runtime ${version} has no functions`);
const published: OwnRuntime = { version, runtime, attachShareScopeMap, bundlerRuntime };
page[ownRuntimeKey(version)] ??= published;
