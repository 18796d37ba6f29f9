import { useSyncExternalStore } from 'react';

// Header spec section 9: the header is compact below 992 px.
const wideQuery = '(min-width: 992px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(wideQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Without `matchMedia` (old embedders, jsdom) the page counts as wide; CSS still hides the row when narrow. */
const isWide = () => typeof window.matchMedia !== 'function' || window.matchMedia(wideQuery).matches;

/** True at 992 px and wider, following resizes, so a part meant only for the full bar is not fetched on phones. */
export function useWideViewport(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
