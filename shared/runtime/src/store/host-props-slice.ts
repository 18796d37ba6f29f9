import type { StateCreator } from 'zustand/vanilla';
import type { ChromeState, HostPropsSlice, HostPropsUpdate } from './chrome-store-types';

export const createHostPropsSlice: StateCreator<ChromeState, [], [], HostPropsSlice> = (set, get) => ({
  lastHostValues: {},
  // Host props describe the page; they do not count as the user changing the skin.
  applyHostProps: (update) => {
    const lastHostValues = { ...get().lastHostValues };
    const changed: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(update)) {
      const serialised = JSON.stringify(value);
      if (lastHostValues[field] === serialised) continue;
      lastHostValues[field] = serialised;
      changed[field] = value;
    }
    if (Object.keys(changed).length > 0) set({ ...(changed as HostPropsUpdate), lastHostValues });
  },
});
