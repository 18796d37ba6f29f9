import { logError } from '@site-chrome/runtime';
import { useEffect, useState } from 'react';

/**
 * A chunk fetched once `wanted` turns true: undefined until it arrives, and for the rest of the page's life
 * if it cannot be had (one logged error; what the caller shows meanwhile stays). Not React.lazy: a chunk
 * that fails there throws to the error boundary and takes the whole footer down with it.
 * `load` must be a stable (module-level) function.
 */
export function useLazyModule<Module>(
  load: () => Promise<Module>,
  wanted: boolean,
  description: string,
): Module | undefined {
  const [loaded, setLoaded] = useState<Module>();
  useEffect(() => {
    if (!wanted || loaded) return undefined;
    let current = true;
    load().then(
      (module) => {
        if (current) setLoaded(() => module);
      },
      (error: unknown) => logError('Footer', `could not load the ${description}`, error),
    );
    return () => {
      current = false;
    };
  }, [load, wanted, loaded, description]);
  return loaded;
}
