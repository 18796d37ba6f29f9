import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchManifestOnce } from '../preload/fetch-manifest-once';
import { deadlineMs } from '@site-chrome/rules/deadlines';
import { createRemoteScript } from './remote-script';

/**
 * The federation runtime fetches `mf-manifest.json` without a time-out, so a remote that accepts the
 * connection and never answers would hold its slot forever. This plugin bounds both loads, and keeps an
 * entry that throws as it runs to one reported failure.
 * @public The federation runtime calls it: registered by file path in
 * webpack/src/federation-host-runtime-plugins.ts.
 */
export default function loadTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-chrome-load-timeout',
    // The same request the page's preloader made, if it made one (preload-remote-assets.ts).
    fetch: (url, init) => fetchManifestOnce(url, init),
    createScript({ url, attrs }) {
      return { script: createRemoteScript(url, attrs), timeout: deadlineMs.entry };
    },
  };
}
