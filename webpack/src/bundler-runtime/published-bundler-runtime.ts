import type { Federation } from '@module-federation/webpack-bundler-runtime';

/*
 * The contract between a page that provides the federation runtime (the demo host, /loader.js) and the
 * remotes built to use it: the global it is published under and its shape. Compiled into browser bundles
 * on both sides, so it holds no Node code.
 */

/** The global the provider publishes the bundler runtime under (beside the runtime core's own global). */
export const publishedBundlerRuntimeKey = '_SITE_CHROME_BUNDLER_RUNTIME';

/**
 * The functions of `@module-federation/webpack-bundler-runtime` a remote container calls. They are pure:
 * each takes the calling container's `__webpack_require__`, so one copy serves every container on the
 * page. Its state (instance, options, share scope object) is not here: every container keeps its own.
 */
export interface PublishedBundlerRuntime {
  /** Version of `@module-federation/webpack-bundler-runtime` the provider was built with. */
  version: string;
  attachShareScopeMap: Federation['attachShareScopeMap'];
  bundlerRuntime: Pick<
    NonNullable<Federation['bundlerRuntime']>,
    'consumes' | 'I' | 'installInitialConsumes' | 'initContainerEntry' | 'init' | 'getSharedFallbackGetter'
  >;
}

export type GlobalWithBundlerRuntime = typeof globalThis & {
  [publishedBundlerRuntimeKey]?: PublishedBundlerRuntime;
};
