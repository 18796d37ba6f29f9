import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  isRemoteUnavailable,
  loadWithDeadline,
  remoteUnavailable,
  type LoadOutcome,
  type RemoteUnavailable,
} from '@site-chrome/runtime/loading';
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

const loading = new Map<string, Promise<LoadOutcome<unknown>>>();

function unavailable(id: ExposedModuleId, reason: string): LoadOutcome<never> {
  remoteUnavailable(id, reason);
  return { status: 'unavailable', reason };
}

/**
 * Loads an exposed module once per page, whoever asks first (a slot, /loader.js, the header's search
 * through `loadPageRemote`), under the module deadline. Never rejects: the fallback runtime plugin turns a
 * failure into `RemoteUnavailable` (and reports it), and anything it did not catch, a module that resolves
 * to nothing or the deadline, is reported here, so each failed module costs the page one console error.
 */
export function loadRemoteModule<Module>(id: ExposedModuleId): Promise<LoadOutcome<Module>> {
  let pending = loading.get(id);
  if (!pending) {
    pending = loadWithDeadline('module', `remote "${id}"`, () =>
      loadRemote<Module | RemoteUnavailable>(id),
    ).then(
      (loaded): LoadOutcome<unknown> => {
        if (isRemoteUnavailable(loaded)) return { status: 'unavailable', reason: loaded.reason };
        if (loaded == null) return unavailable(id, `${id} resolved to nothing`);
        return { status: 'ready', value: loaded };
      },
      (error: unknown) => unavailable(id, loadFailureReason(error)),
    );
    loading.set(id, pending);
  }
  return pending as Promise<LoadOutcome<Module>>;
}

/**
 * Loads again every module of `remote` the page has asked for, from the build the federation runtime now
 * has registered for it (the stale-build recovery re-registered it), and resolves once each has settled:
 * ready, or unavailable with its one reported error.
 */
export async function reloadRemoteModules(remote: string): Promise<void> {
  const ids = [...loading.keys()].filter((id) => id.startsWith(`${remote}/`)) as ExposedModuleId[];
  for (const id of ids) loading.delete(id);
  await Promise.all(ids.map((id) => loadRemoteModule(id)));
}
