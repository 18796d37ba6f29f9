import { useSyncExternalStore } from 'react';

// Footer spec §4 and §9: the columns are an accordion below 768 px (up to 767.9 px).
export const narrowFooterQuery = '(max-width: 767.9px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(narrowFooterQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Without `matchMedia` (old embedders, jsdom) the footer lays its columns out open, as on a wide screen. */
const isNarrow = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(narrowFooterQuery).matches;

/** True below 768 px, following resizes and rotation. */
export function useNarrowFooter(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
