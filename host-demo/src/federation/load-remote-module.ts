import { loadRemote } from '@module-federation/enhanced/runtime';
import { isRemoteUnavailable, type RemoteUnavailable } from './remote-unavailable';

/** The exposed modules the demo page mounts, and what each resolves to. */
export type ExposedModuleId =
  'header/Header' | 'header/AnnouncementBar' | 'footer/Footer' | 'search/AggregatedSearch';

export type RemoteModuleResult<Module> =
  { status: 'ready'; module: Module } | { status: 'unavailable'; reason: string };

const loading = new Map<string, Promise<RemoteModuleResult<unknown>>>();

/**
 * Loads an exposed module once per page, whoever asks first. Failures never reject: the fallback
 * runtime plugin turns them into `RemoteUnavailable`, and anything it did not catch is turned here.
 */
export function loadRemoteModule<Module>(id: ExposedModuleId): Promise<RemoteModuleResult<Module>> {
  let pending = loading.get(id);
  if (!pending) {
    pending = loadRemote<Module | RemoteUnavailable>(id).then(
      (loaded): RemoteModuleResult<unknown> => {
        if (isRemoteUnavailable(loaded)) return { status: 'unavailable', reason: loaded.reason };
        if (loaded == null) return { status: 'unavailable', reason: `${id} resolved to nothing` };
        return { status: 'ready', module: loaded };
      },
      (error: unknown): RemoteModuleResult<unknown> => ({
        status: 'unavailable',
        reason: error instanceof Error ? error.message : String(error),
      }),
    );
    loading.set(id, pending);
  }
  return pending as Promise<RemoteModuleResult<Module>>;
}
