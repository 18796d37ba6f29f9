import { hydrate } from '@tanstack/react-query';
import { loadLanguage } from '../i18n/i18n-instance';
import { isSupportedLanguage } from '../i18n/languages';
import { parseChromeProps } from '../props/parse-chrome-props';
import { chromeQueryClient } from '../query/query-client';
import { chromeStore } from '../store/chrome-store';
import { fragmentAttribute, fragmentDataAttribute, type FragmentHydrationData } from './server-fragment';

/**
 * Reading a server-rendered fragment and taking its state: loaded by `mountChromePart` only when the
 * element holds server markup, so pages rendered in the browser alone never download it.
 */

interface ServerFragment {
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
export function readServerFragment(element: Element, part: string): ServerFragment | null {
  const isPart = (child: Element) => child.getAttribute(fragmentAttribute) === part;
  const markup = [...element.children].find(isPart);
  if (!(markup instanceof HTMLElement)) return null;
  const script = [...element.children].find(
    (child) => child.tagName === 'SCRIPT' && child.getAttribute(fragmentDataAttribute) === part,
  );
  return { markup, data: readHydrationData(script?.textContent ?? null) };
}

/**
 * Puts the page's singletons where the server's render had its own: the server's props in the store, its
 * day, and its query answers in the cache (newer than a stored copy, so they win). Then the first client
 * render is the server's.
 */
export async function takeServerState(data: FragmentHydrationData, name: string): Promise<void> {
  const { props } = parseChromeProps(data.props, name);
  const { site, path, variant, user, theme, language, fiat, menuFeatures, dynamicData } = props;
  const { newMenuMainSiteOnly } = props;
  if (isSupportedLanguage(language)) await loadLanguage(language);
  chromeStore.getState().applyHostProps({
    site,
    path,
    variant,
    user,
    theme,
    language,
    fiat,
    menuFeatures,
    dynamicData,
    newMenuMainSiteOnly,
  });
  chromeStore.setState({ renderDay: data.renderDay });
  // Fresh as of now by this browser's clock: the answers came with the page, whatever the age of a cached
  // fragment or the gap between the server's clock and this one; they go stale after the usual time.
  const now = Date.now();
  hydrate(chromeQueryClient, {
    ...data.queries,
    queries: data.queries.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  });
}
