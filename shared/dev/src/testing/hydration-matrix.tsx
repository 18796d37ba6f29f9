import { act } from '@testing-library/react';
import {
  chromeQueryClient,
  chromeStore,
  mountChromePart,
  supportedLanguages,
  type ChromeProps,
  type Language,
  type MountedChrome,
} from '@site-chrome/runtime';
import {
  initialSettingsState,
  initialSiteState,
  resetApiClient,
  resetLoggedErrors,
} from '@site-chrome/runtime/testing';
import { createServerDataCache, renderChromeFragment, type ServerPart } from '@site-chrome/server';
import {
  decodeFragmentQuery,
  encodeFragmentQuery,
  fragmentPropsOf,
  signedInPlaceholder,
} from '@site-chrome/runtime/fragments';
import { siteKeys, type SiteKey } from '@site-chrome/rules/sites';
import { defaultDemoSettings, demoSettingsToProps } from '../demo';
import {
  browserCookieChoices,
  browserSearch,
  clearBrowserCookies,
  phoneMatchMedia,
  setBrowserCookies,
  setClock,
} from './browser-only-values';
import { requestedUrls, setUpMockApi } from './data-test-kit';

/*
 * Issue 33's hydration matrix: every server-rendered part, on every sub-site, in every language, light and
 * dark, for a visitor and a signed-in reader, through the product path: `renderChromeFragment` writes the
 * fragment (data from the mock API, answered once per query and kept), the browser's values change, and
 * `mountChromePart` hydrates it into its slot. One jsdom document and one msw server per test file.
 */

interface MatrixCase {
  site: SiteKey;
  language: Language;
  theme: 'light' | 'dark';
  signedIn: boolean;
}

/** The 11 × 14 × 2 × 2 = 616 cases of one part, named `<site> <language> <theme> <visitor|signed in>`. */
export function hydrationMatrixCases(sites: readonly SiteKey[] = siteKeys): [string, MatrixCase][] {
  return sites.flatMap((site) =>
    supportedLanguages.flatMap((language) =>
      (['light', 'dark'] as const).flatMap((theme) =>
        [false, true].map((signedIn): [string, MatrixCase] => [
          `${site} ${language} ${theme} ${signedIn ? 'signed in' : 'visitor'}`,
          { site, language, theme, signedIn },
        ]),
      ),
    ),
  );
}

/** The demo's page, as `window.location` gives it to `demoSettingsToProps`. */
const demoPage = { protocol: 'http:', host: 'localhost:3000', hostname: 'localhost' };
/** The home page: it has an announcement, so the bar draws one. */
const pagePath = '/';

/** The props the demo page passes its slots for this case (callbacks and the real reader included). */
function pagePropsOf({ site, language, theme, signedIn }: MatrixCase): ChromeProps {
  return {
    ...demoSettingsToProps(
      { ...defaultDemoSettings, site, language, theme, login: signedIn },
      pagePath,
      demoPage,
    ),
    onTrack: () => undefined,
  };
}

/**
 * The props the fragment server renders with, as the demo's page server asks for them
 * (`fragmentPropsOf` in @site-chrome/host/fragments) and the fragment server reads them
 * (fragment-handler.ts): through the URL codec, "signed in" without the reader's name.
 */
function serverPropsOf(props: ChromeProps): Record<string, unknown> {
  const decoded = decodeFragmentQuery(new URLSearchParams(encodeFragmentQuery(fragmentPropsOf(props))));
  if (!decoded.ok) throw new Error(`the fragment query does not read back: ${decoded.parameter}`);
  const { signedIn, ...rest } = decoded.props;
  return signedIn && !rest.user ? { ...rest, user: signedInPlaceholder } : rest;
}

/** The server's API origin: its calls are told apart from the browser's by it. */
const serverApiOrigin = 'https://api.fragment-server.test';

/** The visitor the matrix renders for: unknown, as a page's edge says when it has no country. */
export const hydrationMatrixCountry = 'XX';

/**
 * The clocks: the server renders in the last second of 2026 (local time), the browser hydrates one second
 * later, in 2027. A first render reading the clock (a year, a day) differs; the server's answers are still
 * fresh (their stale time is 60 s), as on a real page, so the browser has no reason to ask for them again.
 * (`renderOnServerThenHydrate` checks a browser a day and a half ahead in every time zone.)
 */
const serverNow = new Date(new Date(2027, 0, 1).getTime() - 1000);
const browserNow = new Date(new Date(2027, 0, 1).getTime());

const hoistableTags = new Set(['LINK', 'META', 'STYLE', 'SCRIPT', 'TITLE']);
const isReactRoot = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactContainer$'));
const isReactOwned = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** One macrotask turn, timers real (only `Date` is faked). */
const turn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface MatrixOutcome {
  /** The fragment's HTML, as the server answered it. */
  html: string;
  /** Logged by `mountChromePart` when React patched a mismatch ("did not match the first client render"). */
  recoverableErrors: string[];
  /** Every console.error of the case (the recoverable errors included). */
  consoleErrors: string[];
  /** API calls the browser made from mounting until just after hydration (the server's are not counted). */
  browserApiCalls: string[];
  /** The server's outermost element of the part is on the page, hydrated by React (not replaced). */
  serverRootKept: boolean;
  /** The slot, live until the next case. */
  slot: HTMLElement;
}

interface HydrateOptions {
  /** localStorage entries the browser has (a reader's earlier choices), set after the server render. */
  storage?: Record<string, string>;
}

/**
 * Installs the matrix for `part` in a test file (msw, the clock, the kept server data) and returns the check
 * of one case. Build: the remote's `chromeBuild`, the same on the server and in the browser.
 */
export function setUpHydrationMatrix(part: ServerPart, build: string) {
  setUpMockApi();
  // One fragment server's data cache for the whole file, as one process keeps it (its answers are fresh for
  // the server clock's second): the first case of a sub-site and language asks the mock API, the others ask
  // nothing, and each case gets its own sub-site's, language's and visitor's answers (issue 40).
  const serverData = createServerDataCache({ apiBaseUrl: serverApiOrigin });
  const matchMedia = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  let mounted: MountedChrome | null = null;

  beforeAll(() => setClock(serverNow));
  afterEach(() => {
    if (mounted) act(() => mounted?.unmount());
    mounted = null;
    document.body.innerHTML = '';
  });
  afterAll(() => {
    jest.useRealTimers();
    clearBrowserCookies();
    window.history.replaceState(null, '', '/');
    Reflect.deleteProperty(window, 'matchMedia');
    if (matchMedia) Object.defineProperty(window, 'matchMedia', matchMedia);
  });

  /** The server: no storage, no cookies, no media queries, no page address, its own clock. */
  async function renderOnServer(serverProps: Record<string, unknown>): Promise<string> {
    window.localStorage.clear();
    clearBrowserCookies();
    window.history.replaceState(null, '', '/');
    Reflect.deleteProperty(window, 'matchMedia');
    jest.setSystemTime(serverNow);
    const rendered = await renderChromeFragment(part, serverProps, {
      build,
      preloads: [],
      dataCache: serverData,
      visitorCountry: hydrationMatrixCountry,
    });
    if (!rendered.ok) throw new Error(`the server answered ${rendered.status}: ${rendered.message}`);
    return rendered.html;
  }

  /** A fresh page: the page's singletons as a page load finds them, its cookies read into the store. */
  function enterBrowser(storage: Record<string, string>): void {
    chromeStore.setState({ ...initialSiteState, ...initialSettingsState, lastHostValues: {} });
    chromeStore.setState(browserCookieChoices);
    chromeQueryClient.clear();
    resetLoggedErrors();
    resetApiClient();
    jest.setSystemTime(browserNow);
    for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
    setBrowserCookies();
    window.history.replaceState(null, '', `${pagePath}${browserSearch}`);
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: phoneMatchMedia,
    });
  }

  return async function hydrate(
    matrixCase: MatrixCase,
    options: HydrateOptions = {},
  ): Promise<MatrixOutcome> {
    const pageProps = pagePropsOf(matrixCase);
    const html = await renderOnServer(serverPropsOf(pageProps));

    enterBrowser(options.storage ?? {});
    document.body.innerHTML = `<div data-chrome-slot="${part.name}">${html}</div>`;
    const slot = document.body.firstElementChild as HTMLElement;
    const markup = slot.querySelector(`[data-chrome-fragment="${part.name}"]`);
    if (!markup) throw new Error(`the fragment has no ${part.name} markup`);
    // React 19 writes hoistable elements (a `<link>` the part preloads) before the part's own markup; it moves
    // them to the head in the browser, so the part's root is the first element that is not one.
    const serverRoot = [...markup.children].find((child) => !hoistableTags.has(child.tagName)) ?? null;
    const consoleError = jest.mocked(console.error);
    const errorsBefore = consoleError.mock.calls.length;
    requestedUrls.length = 0;

    // Mount and hydrate in one act: `mountChromePart` takes the server's state (its language may load), then
    // creates the hydration root; leaving the act renders and commits the hydration.
    await act(async () => {
      mounted = mountChromePart(slot, part.Component, pageProps, { name: part.name, build });
      for (let waited = 0; !isReactRoot(markup) && waited < 50; waited += 1) await turn();
    });
    if (!isReactRoot(markup)) throw new Error(`${part.name} was not hydrated (no hydration root)`);
    // Right after hydration: the render with the page's props, lazy parts, effects and anything they ask for.
    await act(async () => {
      await turn();
      await turn();
    });

    const consoleErrors = consoleError.mock.calls
      .slice(errorsBefore)
      .map((args) => args.map(String).join(' '));
    return {
      html,
      recoverableErrors: consoleErrors.filter((text) =>
        text.includes('did not match the first client render'),
      ),
      consoleErrors,
      browserApiCalls: requestedUrls.map((url) => `${url.origin}${url.pathname}${url.search}`),
      serverRootKept: serverRoot === null || (serverRoot.isConnected && isReactOwned(serverRoot)),
      slot,
    };
  };
}
