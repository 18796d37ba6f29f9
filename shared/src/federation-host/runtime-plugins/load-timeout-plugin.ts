import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long a remote's manifest may take before the remote counts as down. */
export const manifestTimeoutMs = 5000;
/** How long a remote's entry script may take; the runtime's own default is 20 s. */
export const entryScriptTimeoutMs = 10000;

/**
 * The federation runtime fetches `mf-manifest.json` without a time-out, so a remote that accepts the
 * connection and never answers would hold its slot forever. This plugin bounds both loads.
 */
export default function loadTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-chrome-load-timeout',
    fetch(url, init) {
      const signal = AbortSignal.timeout(manifestTimeoutMs);
      // eslint-disable-next-line no-restricted-globals -- the federation runtime's own manifest request, not app data
      return fetch(url, { ...init, signal });
    },
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      return { script, timeout: entryScriptTimeoutMs };
    },
  };
}
