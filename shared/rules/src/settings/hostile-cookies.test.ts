import fc from 'fast-check';
import { buildRequestHeaders, csrfCookieName } from '@site-chrome/runtime/testing';
import { createChromeStore } from '@site-chrome/runtime';
import { cookieJarWith, corruptedCookieValue } from '@site-chrome/dev/testing/hostile';
import { readFuturesTimezoneQuery } from './change-window';
import { parseCookieString, readCookie } from './cookie-store';
import { applyRiseColourDefaultOnLanguageChange } from './rise-colour';
import { changeWindows, riseColours, settingsCookieNames } from './settings-values';

/** Corrupted values per cookie we read (issue 13: 1,000). */
const valuesPerCookie = 1_000;

/** A jar that reads `cookie` and ignores writes, like a browser with cookies disabled for this site. */
const jarReading = (cookie: string) => ({
  get cookie() {
    return cookie;
  },
  set cookie(_ignored: string) {},
});

describe('given any cookie string at all', () => {
  it('parses it without throwing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (cookie) => {
        expect(parseCookieString(cookie)).toBeInstanceOf(Map);
      }),
      { numRuns: valuesPerCookie },
    );
  });
});

describe(`given ${valuesPerCookie.toLocaleString('en')} corrupted values of a preference cookie`, () => {
  it('the page store starts with a known rise colour and change window, or none', () => {
    const riseColour = cookieJarWith(settingsCookieNames.riseColour, corruptedCookieValue(riseColours));
    const changeWindow = cookieJarWith(settingsCookieNames.changeWindow, corruptedCookieValue(changeWindows));
    fc.assert(
      fc.property(riseColour, changeWindow, (riseJar, windowJar) => {
        jest.spyOn(document, 'cookie', 'get').mockReturnValue(`${riseJar}; ${windowJar}`);

        const state = createChromeStore().getState();

        expect([...riseColours, undefined]).toContain(state.storedRiseColour);
        expect([...changeWindows, undefined]).toContain(state.storedChangeWindow);
      }),
      { numRuns: valuesPerCookie },
    );
  });

  it('the market calls ask for a known time zone', () => {
    fc.assert(
      fc.property(
        cookieJarWith(settingsCookieNames.changeWindow, corruptedCookieValue(changeWindows)),
        (cookie) => {
          expect(['', 'utc0', 'utc8']).toContain(readFuturesTimezoneQuery(undefined, jarReading(cookie)));
        },
      ),
      { numRuns: valuesPerCookie },
    );
  });

  it('a language change keeps any rise colour the reader has, and writes the default only when there is none', () => {
    fc.assert(
      fc.property(
        cookieJarWith(settingsCookieNames.riseColour, corruptedCookieValue(riseColours)),
        (cookie) => {
          const written = applyRiseColourDefaultOnLanguageChange('zh', jarReading(cookie));
          const existing = readCookie(settingsCookieNames.riseColour, jarReading(cookie));
          expect(written).toBe(existing === undefined || existing === '' ? 'risered' : null);
        },
      ),
      { numRuns: valuesPerCookie },
    );
  });
});

describe(`given ${valuesPerCookie.toLocaleString('en')} corrupted values of the rate-mode and buy-crypto cookies`, () => {
  it('the page store starts with a known switch state or none, and a fiat code or none', () => {
    const floatRate = cookieJarWith(
      settingsCookieNames.floatRateMode,
      corruptedCookieValue(['0', '1', 'open']),
    );
    const currencyRate = cookieJarWith(
      settingsCookieNames.currencyRateMode,
      corruptedCookieValue(['0', '1']),
    );
    const buyFiat = cookieJarWith(settingsCookieNames.buyCryptoFiat, corruptedCookieValue(['EUR', 'usd']));
    fc.assert(
      fc.property(floatRate, currencyRate, buyFiat, (floatJar, currencyJar, fiatJar) => {
        jest.spyOn(document, 'cookie', 'get').mockReturnValue(`${floatJar}; ${currencyJar}; ${fiatJar}`);

        const state = createChromeStore().getState();

        expect(['open', 'close', undefined]).toContain(state.floatRateMode);
        expect(['open', 'close']).toContain(state.currencyRateMode);
        expect(state.buyCryptoFiat === undefined || /^[A-Z]{2,6}$/.test(state.buyCryptoFiat)).toBe(true);
      }),
      { numRuns: valuesPerCookie },
    );
  });
});

describe(`given ${valuesPerCookie.toLocaleString('en')} corrupted values of the CSRF cookie`, () => {
  it('every request still gets headers fetch accepts, so one bad cookie cannot stop every API call', () => {
    fc.assert(
      fc.property(
        cookieJarWith(csrfCookieName, corruptedCookieValue(['0f3a9c2d', 'abc-123_XYZ'])),
        (cookie) => {
          const headers = buildRequestHeaders({
            method: 'POST',
            language: 'en',
            appType: 0,
            toOwnOrigin: true,
            csrfToken: readCookie(csrfCookieName, jarReading(cookie)),
            extraHeaders: {},
          });
          expect(() => new Headers(headers)).not.toThrow();
        },
      ),
      { numRuns: valuesPerCookie },
    );
  });
});
