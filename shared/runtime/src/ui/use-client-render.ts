import { useSyncExternalStore } from 'react';

// Nothing to watch: the answer changes once, from the server's to the browser's, and React itself re-renders
// for that right after hydrating.
const noSubscription = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and in the render that hydrates server markup, true in every other browser render (a
 * fresh client mount is true from its first render). A first render must be the same on the server and in
 * hydration (issue 33): a value only the browser has (storage, cookies, the page URL, the local clock) is
 * read only when this is true, and React draws it just after hydrating.
 */
export function useClientRender(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
