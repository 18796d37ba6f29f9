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

export interface ServerFragment {
  /** The element holding the part's markup: the hydration root. */
  markup: HTMLElement;
  /** Null when the data is missing or unreadable. */
  data: FragmentHydrationData | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readHydrationData(text: string | null): FragmentHydrationData | null {
  try {
    const data: unknown = JSON.parse(text ?? '');
    if (
      isRecord(data) &&
      typeof data.build === 'string' &&
      isRecord(data.props) &&
      Number.isInteger(data.renderDay) &&
      isRecord(data.queries) &&
      Array.isArray(data.queries.queries) &&
      Array.isArray(data.queries.mutations)
    )
      return data as unknown as FragmentHydrationData;
  } catch {
    // Unreadable: the caller renders as if there were no server markup.
  }
  return null;
}

/** The server-rendered `part` directly inside `element`, if there is one. */
export function findServerFragment(element: Element, part: string): ServerFragment | null {
  const isPart = (child: Element) => child.getAttribute(fragmentAttribute) === part;
  const markup = [...element.children].find(isPart);
  if (!(markup instanceof HTMLElement)) return null;
  const script = [...element.children].find(
    (child) => child.tagName === 'SCRIPT' && child.getAttribute(fragmentDataAttribute) === part,
  );
  return { markup, data: readHydrationData(script?.textContent ?? null) };
}
