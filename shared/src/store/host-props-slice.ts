import type { StateCreator } from 'zustand/vanilla';
import type { ChromeState, HostPropsSlice } from './chrome-store-types';

export const createHostPropsSlice: StateCreator<ChromeState, [], [], HostPropsSlice> = (set) => ({
  // Host props describe the page; they do not count as the user changing the skin.
  applyHostProps: (update) => set(update),
});
