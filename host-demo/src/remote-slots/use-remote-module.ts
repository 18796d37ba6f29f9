import { useEffect, useState } from 'react';
import { loadRemoteModule, type ExposedModuleId, type RemoteModuleResult } from '@site-chrome/host';
import { remoteFallbackDeadlineMs } from '@site-chrome/host/preload';

/**
 * `loading` until the module arrives or fails; `late` once the fallback deadline has passed while it
 * still loads (the slot shows its fallback, and the module replaces it if it does arrive).
 */
export type RemoteModuleState<Module> =
  { status: 'loading' } | { status: 'late' } | RemoteModuleResult<Module>;

/**
 * Loads a remote module with plain state rather than React.lazy: React 19 holds a Suspense fallback
 * for about 300 ms, which would show the header late even when it is already cached.
 */
export function useRemoteModule<Module>(id: ExposedModuleId): RemoteModuleState<Module> {
  const [state, setState] = useState<RemoteModuleState<Module>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    // Nothing is logged at the deadline: the remote may still come, and if it fails, that is logged then.
    const deadline = setTimeout(() => setState({ status: 'late' }), remoteFallbackDeadlineMs);
    void loadRemoteModule<Module>(id).then((result) => {
      clearTimeout(deadline);
      if (current) setState(result);
    });
    return () => {
      current = false;
      clearTimeout(deadline);
    };
  }, [id]);
  return state;
}
