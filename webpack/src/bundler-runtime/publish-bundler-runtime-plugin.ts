import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import bundlerRuntimePackage from '@module-federation/webpack-bundler-runtime/package.json';
import {
  publishedBundlerRuntimeKey,
  type GlobalWithBundlerRuntime,
  type PublishedBundlerRuntime,
} from './published-bundler-runtime';

/**
 * Runtime plugin of the page's one runtime provider: publishes the bundler runtime it already runs, so
 * remotes built with `runtime: 'external'` reuse it instead of carrying their own copy (about 9 KB raw,
 * 3 KB gzip per remoteEntry.js). `initContainerEntry` is imported from its own file because the
 * provider's bundle drops it from `bundlerRuntime` (a page that exposes nothing never calls it); remotes do.
 */
export default function publishBundlerRuntimePlugin() {
  const published: PublishedBundlerRuntime = {
    version: bundlerRuntimePackage.version,
    attachShareScopeMap,
    bundlerRuntime: {
      consumes: bundlerRuntime.consumes,
      I: bundlerRuntime.I,
      installInitialConsumes: bundlerRuntime.installInitialConsumes,
      initContainerEntry,
      init: bundlerRuntime.init,
      getSharedFallbackGetter: bundlerRuntime.getSharedFallbackGetter,
    },
  };
  return {
    name: 'site-chrome-publish-bundler-runtime',
    // As the provider's instance starts, before it loads any remote entry, and after the federation package's
    // own plugin (registered before this one) published the runtime core. Only beside a core of the same
    // release: a remote on the slim path takes both, and then checks only this one's version (the
    // entry is in every first render; the check is here, once per page).
    beforeInit<Args>(args: Args): Args {
      const page = globalThis as GlobalWithBundlerRuntime & {
        _FEDERATION_RUNTIME_CORE_FROM?: { version: string };
      };
      if (page._FEDERATION_RUNTIME_CORE_FROM?.version === published.version) {
        page[publishedBundlerRuntimeKey] ??= published;
      }
      return args;
    },
  };
}
