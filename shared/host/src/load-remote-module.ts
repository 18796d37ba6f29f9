import { loadRemote } from '@module-federation/enhanced/runtime';
import { isRemoteUnavailable, reportRemoteUnavailable, type RemoteUnavailable } from './remote-unavailable';
import { loadFailureReason } from './runtime-plugins/load-failure-reason';

/** The exposed modules a page loads: components for React hosts, mount functions for the plain-page loader. */
export type ExposedModuleId =
  | 'header/Header'
  | 'header/AnnouncementBar'
  | 'header/mount'
  | 'footer/Footer'
  | 'footer/mount'
  | 'search/AggregatedSearch'
  | 'search/mount';

export type RemoteModuleResult<Module> =
  { status: 'ready'; module: Module } | { status: 'unavailable'; reason: string };

const loading = new Map<string, Promise<RemoteModuleResult<unknown>>>();

function unavailable(id: ExposedModuleId, reason: string): RemoteModuleResult<never> {
  // Through the fallback plugin's reporter: one kind of message whichever step failed, said once.
  reportRemoteUnavailable(id, reason);
  return { status: 'unavailable', reason };
}

/**
 * Loads an exposed module once per page, whoever asks first. Failures never reject: the fallback
 * runtime plugin turns them into `RemoteUnavailable` (and logs them), and anything it did not catch is
 * turned and logged here, so each failed module costs the page exactly one console error.
 */
export function loadRemoteModule<Module>(id: ExposedModuleId): Promise<RemoteModuleResult<Module>> {
  let pending = loading.get(id);
  if (!pending) {
    pending = loadRemote<Module | RemoteUnavailable>(id).then(
      (loaded): RemoteModuleResult<unknown> => {
        if (isRemoteUnavailable(loaded)) return { status: 'unavailable', reason: loaded.reason };
        if (loaded == null) return unavailable(id, `${id} resolved to nothing`);
        return { status: 'ready', module: loaded };
      },
      (error: unknown) => unavailable(id, loadFailureReason(error)),
    );
    loading.set(id, pending);
  }
  return pending as Promise<RemoteModuleResult<Module>>;
}
