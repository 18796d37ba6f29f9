import type { Federation } from '@module-federation/webpack-bundler-runtime';

/*
 * The contract between a remote's slim `remoteEntry.js` and the script that carries its own federation
 * runtime (own-runtime-entry.ts), for pages whose runtime it cannot use (docs/decisions/runtime-skew.md).
 * Compiled into browser bundles on both sides, so it holds no Node code.
 */

/**
 * The global the script publishes its runtime under, keyed by version so it never replaces the page's
 * runtime nor another version's: two remotes built with the same version share one download.
 */
export function ownRuntimeKey(version: string): string {
  return `_SITE_CHROME_FEDERATION_RUNTIME_${version}`;
}

/** The script's file name beside `remoteEntry.js` on the remote's own origin. */
export function ownRuntimeFileName(version: string): string {
  return `federation-runtime-${version}.js`;
}

/**
 * What the script publishes: the federation runtime package and the bundler runtime of one version,
 * as a remote built `runtime: 'bundled'` would carry them in its entry.
 */
export interface OwnRuntime {
  version: string;
  runtime: Federation['runtime'];
  attachShareScopeMap: Federation['attachShareScopeMap'];
  bundlerRuntime: NonNullable<Federation['bundlerRuntime']>;
}

export type GlobalWithOwnRuntime = typeof globalThis & Record<string, OwnRuntime | undefined>;
