import { useEffect, useState } from 'react';
import {
  loadRemoteModule,
  type ExposedModuleId,
  type RemoteModuleResult,
} from '@site-chrome/shared/federation-host';

export type RemoteModuleState<Module> = { status: 'loading' } | RemoteModuleResult<Module>;

/**
 * Loads a remote module with plain state rather than React.lazy: React 19 holds a Suspense fallback
 * for about 300 ms, which would show the header late even when it is already cached.
 */
export function useRemoteModule<Module>(id: ExposedModuleId): RemoteModuleState<Module> {
  const [state, setState] = useState<RemoteModuleState<Module>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void loadRemoteModule<Module>(id).then((result) => {
      if (current) setState(result);
    });
    return () => {
      current = false;
    };
  }, [id]);
  return state;
}
