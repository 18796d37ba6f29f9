import { useSyncExternalStore } from 'react';

/*
 * Whether the page wants the whole menu though hydration brought its outline only (menu-outline.ts): from
 * the first interest in a dropdown, or a second row that lists a section's links. Once per page.
 */
let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the whole menu (the bar's dropdowns are about to be drawn by React). Safe to call often. */
export function requestCompleteMenu(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True once the whole menu is wanted; false on the server and while hydrating. */
export function useCompleteMenuWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
