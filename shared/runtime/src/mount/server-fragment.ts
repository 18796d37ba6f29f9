import { readSlot } from '@site-chrome/runtime/fragment-markup';
import { readHydrationData, type FragmentHydrationData } from './hydration-data';

/**
 * The markup a remote's fragment server writes and the browser hydrates (issue 33, ARCHITECTURE "Server
 * rendering"): inside the page's slot, the part's markup in `<div data-chrome-fragment="<Part>"
 * data-chrome-build="<build>">` and its hydration data in `<script type="application/json"
 * data-chrome-fragment-data="<Part>">` (data, never executed: the page's CSP stays as it is). Its exact
 * shape is `@site-chrome/runtime/fragment-markup`'s, which the plain-page loader reads too.
 */
export {
  fragmentAttribute,
  fragmentBuildAttribute,
  fragmentDataAttribute,
} from '@site-chrome/runtime/fragment-markup';
export type { FragmentHydrationData } from './hydration-data';

export type ServerFragment =
  /** The element holding the part's markup (the hydration root), and its data. */
  | { markup: HTMLElement; data: FragmentHydrationData }
  /** A fragment whose data is unreadable or not what a fragment server writes: `problem` says which part. */
  | { markup: HTMLElement; data: null; problem: string };

/**
 * The server-rendered `part` in `element`: a fragment, null when the element holds nothing, or
 * `'something else'` when it holds anything that is not exactly a fragment of ours (never to be hydrated).
 */
export function findServerFragment(element: Element, part: string): ServerFragment | 'something else' | null {
  const slot = readSlot(element, part);
  if (slot.holds === 'nothing') return null;
  if (slot.holds === 'something else') return slot.holds;
  const reading = readHydrationData(slot.data.textContent ?? '');
  return reading.ok
    ? { markup: slot.markup, data: reading.data }
    : { markup: slot.markup, data: null, problem: reading.problem };
}
