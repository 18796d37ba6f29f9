import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * True while React renders markup for a server or hydrates a server's markup; false in a client render,
 * and in the render React does right after hydration. React itself switches: it uses the server snapshot
 * on a server and while hydrating, then re-renders with the client one, so whatever depends on this draws
 * the server's version first and the browser's right after, and hydration never meets a difference.
 */
export function useIsServerMarkup(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}
