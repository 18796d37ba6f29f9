/*
 * What a browser has and a server never sees (issue 33): cookies, a phone's media queries, a tracking query in
 * the address, a later clock. The hydration checks set them between the server render and hydration, so a
 * first render that read one of them does not match the server's markup.
 */

/** Cookies a returning reader's browser holds; each backs a store choice a first render must not read. */
const browserCookies = {
  market_rise_color: 'risered',
  change_reftime: 'utc8',
  buy_crypto_fiat_setting: 'EUR',
};

/** The store's cookie-backed choices of a page whose cookies are `browserCookies`. */
export const browserCookieChoices = {
  storedRiseColour: 'risered',
  storedChangeWindow: 'utc8',
  buyCryptoFiat: 'EUR',
} as const;

/** The address's query of a page reached from a newsletter: links must not carry it in a first render. */
export const browserSearch = '?utm_source=newsletter&ch=ads';

/** `matchMedia` of a phone: every max-width query matches, no min-width one does. */
export function phoneMatchMedia(query: string): MediaQueryList {
  return {
    matches: /max-width/.test(query) && !/min-width/.test(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/** Fakes `Date` only (every timer stays real), set to `now`. */
export function setClock(now: Date): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

export function setBrowserCookies(): void {
  for (const [name, value] of Object.entries(browserCookies)) document.cookie = `${name}=${value}; path=/`;
}

export function clearBrowserCookies(): void {
  for (const name of Object.keys(browserCookies)) document.cookie = `${name}=; max-age=0; path=/`;
}
