import type { DehydratedState } from '@tanstack/react-query';

/**
 * The markup a remote's fragment server writes and the browser hydrates (issue 33, ARCHITECTURE "Server
 * rendering"): inside the page's slot, the part's markup in `<div data-chrome-fragment="<Part>"
 * data-chrome-build="<build>">` and its hydration data in `<script type="application/json"
 * data-chrome-fragment-data="<Part>">` (data, never executed: the page's CSP stays as it is).
 */
export const fragmentAttribute = 'data-chrome-fragment';
export const fragmentBuildAttribute = 'data-chrome-build';
export const fragmentDataAttribute = 'data-chrome-fragment-data';

/** What the browser needs to draw exactly the server's markup before it draws the page's. */
export interface FragmentHydrationData {
  /** The build that rendered it: hydrating another build's markup would not match. */
  build: string;
  /** The props the server rendered with (serialisable chrome props; no callbacks). */
  props: Record<string, unknown>;
  /** The store's `renderDay` on the server. */
  renderDay: number;
  /** The server's query cache, dehydrated: the browser asks for none of it again. */
  queries: DehydratedState;
}
