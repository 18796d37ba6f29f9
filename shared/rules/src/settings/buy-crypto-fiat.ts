import { readCookie, writeCookie } from './cookie-store';
import type { CookieJar } from './cookie-store';
import { settingsCookieNames } from './settings-values';

/** One year, as the fiat choice. */
const buyCryptoFiatMaxAgeSeconds = 31_536_000;

const fiatCode = /^[A-Z]{2,6}$/;

/** A fiat code as stored (`EUR`), or `undefined` for anything else (an empty or hostile cookie). */
export function parseBuyCryptoFiat(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return fiatCode.test(code) ? code : undefined;
}

/**
 * Stores the fiat the reader last bought crypto with (`buy_crypto_fiat_setting`, header spec sections 3 and 9),
 * so the next Buy Crypto link opens in it. A value that is not a fiat code is not written.
 */
export function storeBuyCryptoFiat(fiat: string, jar?: CookieJar): boolean {
  const code = parseBuyCryptoFiat(fiat);
  if (code === undefined) return false;
  return writeCookie(
    settingsCookieNames.buyCryptoFiat,
    code,
    { maxAgeSeconds: buyCryptoFiatMaxAgeSeconds },
    jar,
  );
}

export function readBuyCryptoFiat(jar?: CookieJar): string | undefined {
  return parseBuyCryptoFiat(readCookie(settingsCookieNames.buyCryptoFiat, jar));
}

/** The buy-crypto page, `/crypto/buy`, with or without a query. */
const buyCryptoPath = /^\/crypto\/buy(?=$|[?#])/;

/**
 * Header spec section 2, `/crypto/buy?crypto=USDT&fiat={fiat}`: a Buy Crypto link carries the reader's fiat
 * whatever fiat the server menu wrote in it; the other parameters and the fragment stay. Other paths pass
 * through unchanged.
 */
export function withBuyCryptoFiat(path: string, fiat: string): string {
  if (!buyCryptoPath.test(path)) return path;
  const hashIndex = path.indexOf('#');
  const hash = hashIndex === -1 ? '' : path.slice(hashIndex);
  const beforeHash = hashIndex === -1 ? path : path.slice(0, hashIndex);
  const queryIndex = beforeHash.indexOf('?');
  const query = new URLSearchParams(queryIndex === -1 ? '' : beforeHash.slice(queryIndex + 1));
  if (!query.has('crypto')) query.set('crypto', 'USDT');
  query.set('fiat', fiat);
  return `/crypto/buy?${query.toString()}${hash}`;
}
