import type { WebpackRequire } from '@module-federation/webpack-bundler-runtime';

/*
 * The contract between a remote's slim `remoteEntry.js` and the script that carries its own federation
 * runtime (own-runtime-entry.ts), for pages whose runtime it cannot use (docs/decisions/runtime-skew.md).
 * Compiled into browser bundles on both sides, so it holds no Node code. The entry is in every remote's
 * first render, so what can live in the script does (`attach`).
 */

/**
 * The global the script publishes its runtime under, keyed by version so it never replaces the page's
 * runtime nor another version's: two remotes built with the same version share one download. The `1` is
 * this contract's own version: two builds of ours that share a runtime must agree on `attach`.
 */
export function ownRuntimeKey(version: string): string {
  return `_SITE_CHROME_FEDERATION_RUNTIME_1_${version}`;
}

/** The script's file name beside `remoteEntry.js` on the remote's own origin. */
export function ownRuntimeFileName(version: string): string {
  return `federation-runtime-${version}.js`;
}

/** What the script publishes: the federation runtime of one version, as a `runtime: 'bundled'` entry carries it. */
export interface OwnRuntime {
  version: string;
  /**
   * Puts this runtime under a container that started on stand-ins (bundler-runtime-from-page.ts): its
   * functions replace the stand-ins in `webpackRequire.federation.bundlerRuntime`, and the container's
   * federation instance is made, as the entry would have made it at start-up.
   */
  attach: (webpackRequire: WebpackRequire) => void;
}

export type GlobalWithOwnRuntime = typeof globalThis & Record<string, unknown>;
