import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteUnavailable } from '@site-chrome/runtime/loading';
import { loadFailureReason } from './load-failure-reason';

/**
 * Turns a remote that fails to load (refused connection, 404, time-out, broken entry) into the fallback
 * contract's `RemoteUnavailable` and its one console error, so the slot shows its fallback and the page
 * goes on. Runs while the share scope is still being set up: it imports only the bundled loading entry.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-chrome-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Only the final failure of `loadRemote` resolves to a module; the manifest stage ('afterResolve')
      // expects a manifest back, so it is left to fail through to 'onLoad'.
      if (lifecycle !== 'onLoad') return undefined;
      return remoteUnavailable(id, loadFailureReason(error));
    },
  };
}
