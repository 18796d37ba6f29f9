import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteUnavailable } from '../remote-unavailable';

/**
 * Turns a remote that fails to load (refused connection, 404, time-out, broken entry) into one clear
 * console error and a `RemoteUnavailable` value, so the slot shows its fallback and the page goes on.
 * This file must not import shared modules: it runs while the share scope is still being set up.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-chrome-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Only the final failure of `loadRemote` resolves to a module; the manifest stage ('afterResolve')
      // expects a manifest back, so it is left to fail through to 'onLoad'.
      if (lifecycle !== 'onLoad') return undefined;
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      console.error(
        `[site-chrome] remote "${id}" could not be loaded; showing its fallback. Reason: ${reason}`,
      );
      const unavailable: RemoteUnavailable = { remoteUnavailable: true, id, reason: reason ?? 'unknown' };
      return unavailable;
    },
  };
}
