import { act, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hostPropsUpdate } from '@site-chrome/runtime/server';
import {
  ChromeProviders,
  chromeQueryClient,
  chromeStore,
  type ChromeProps,
  type ResolvedChromeProps,
} from '@site-chrome/runtime';
import { loadLanguage, parseChromeProps } from '@site-chrome/runtime/testing';
import { flushScheduledWrites } from './data-test-kit';
import { resetChromePage } from './render-with-chrome';
import {
  browserCookieChoices,
  browserSearch,
  clearBrowserCookies,
  phoneMatchMedia,
  setBrowserCookies,
  setClock,
} from './browser-only-values';

/** The server's clock: the last hour of a year, so a year or a day read from the clock differs in the browser. */
const serverNow = new Date('2026-12-31T23:30:00Z');
/** The server's day (`utcDayNumber`), which the hydration data carries to the browser in the store. */
export const serverDay = Math.floor(serverNow.getTime() / 86_400_000);
/** The browser's clock at hydration: another day and another year, in every time zone. */
const browserNow = new Date('2027-01-02T12:00:00Z');

/** What the browser has and the server never sees; each would change a first render that read it. */
interface BrowserOnlyValues {
  /** Extra localStorage entries (the persisted query copies of an earlier visit are added by the check). */
  storage?: Record<string, string>;
  /** `location.search`, tracking parameters included. */
  search?: string;
}

export interface HydrationCase {
  /** Raw chrome props, validated as the server and the browser validate them. */
  props: ChromeProps;
  /** The part's content component, as `defineExposedComponent` renders it once the props are in the store. */
  render: (props: ResolvedChromeProps) => ReactElement;
  /** The values only the browser has, set between the server render and hydration. */
  browser?: BrowserOnlyValues;
  /** Run with no cached data on the server (dynamic mode off, a cold server cache). */
  emptyCache?: boolean;
}

export interface HydrationOutcome {
  /** The server's markup. */
  html: string;
  /** What React reported while hydrating (`onRecoverableError`): a mismatch is one. */
  recoverableErrors: unknown[];
  /** The hydrated element, live until `unmount`. */
  container: HTMLElement;
  unmount: () => void;
}

/**
 * Renders a part on the "server" (`renderToString`, storage empty, no cookies, no `matchMedia`, the server's
 * clock) from the store and a filled query cache, then gives the browser other values for everything a
 * first render must not read (storage, cookies, the store's cookie-backed choices, a phone's media queries,
 * a clock a day and a year later, a tracking query in the address) and hydrates the markup in jsdom.
 * A first render that read any of them makes React report a recoverable error (#418) here.
 */
export async function renderOnServerThenHydrate({
  props: rawProps,
  render: renderPart,
  browser = {},
  emptyCache = false,
}: HydrationCase): Promise<HydrationOutcome> {
  resetChromePage();
  clearBrowserCookies();
  const { props } = parseChromeProps(rawProps, 'hydration check');
  const { language, path } = props;
  const apply = (dynamic: boolean) =>
    chromeStore.getState().applyHostProps({ ...hostPropsUpdate(props), dynamicData: dynamic });
  // The server's per-request store: the page's props, the day of the request.
  apply(true);
  chromeStore.setState({ renderDay: serverDay });
  await act(() => loadLanguage(language));

  // Fill the query cache (and the lazy parts a browser keeps) with what the first render asks for, at the
  // server's time: the browser's stored copies are then a day and a half old.
  setClock(serverNow);
  const warm = render(<ChromeProviders>{renderPart(props)}</ChromeProviders>);
  await waitFor(() => expect(chromeQueryClient.isFetching()).toBe(0));
  await act(flushScheduledWrites);
  warm.unmount();
  // The persisted copies the browser keeps from an earlier visit.
  const storedCopies = { ...window.localStorage };
  window.localStorage.clear();
  if (emptyCache) chromeQueryClient.clear();
  apply(props.dynamicData);

  // zustand reads a store's initial state on the server and in hydration (its server snapshot): the server's
  // per-request store and the hydrating page's store both start from the request's props.
  jest.spyOn(chromeStore, 'getInitialState').mockImplementation(() => chromeStore.getState());

  // The server: none of the browser's values.
  const matchMedia = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  Reflect.deleteProperty(window, 'matchMedia');
  let html: string;
  try {
    html = renderToString(<ChromeProviders>{renderPart(props)}</ChromeProviders>);
  } finally {
    if (matchMedia) Object.defineProperty(window, 'matchMedia', matchMedia);
  }

  // The browser: every value a first render must not read differs from the server's.
  setClock(browserNow);
  for (const [key, value] of Object.entries({ ...storedCopies, ...browser.storage }))
    window.localStorage.setItem(key, value);
  setBrowserCookies();
  window.history.replaceState(null, '', `${path}${browser.search ?? browserSearch}`);
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: phoneMatchMedia });
  // The browser's page store read its cookies when it was created.
  chromeStore.setState(browserCookieChoices);

  document.body.innerHTML = `<div data-chrome-fragment="check">${html}</div>`;
  const container = document.body.firstElementChild as HTMLElement;
  const recoverableErrors: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <ChromeProviders>{renderPart(props)}</ChromeProviders>, {
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
  });
  return {
    html,
    recoverableErrors,
    container,
    unmount: () => {
      act(() => root?.unmount());
      jest.useRealTimers();
      Reflect.deleteProperty(window, 'matchMedia');
      if (matchMedia) Object.defineProperty(window, 'matchMedia', matchMedia);
      clearBrowserCookies();
      window.history.replaceState(null, '', '/');
      document.body.innerHTML = '';
    },
  };
}
