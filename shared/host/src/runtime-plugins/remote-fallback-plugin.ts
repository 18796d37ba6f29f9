import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemoteUnavailable } from '../remote-unavailable';
import { loadFailureReason } from './load-failure-reason';

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
      return reportRemoteUnavailable(id, loadFailureReason(error));
    },
  };
}
