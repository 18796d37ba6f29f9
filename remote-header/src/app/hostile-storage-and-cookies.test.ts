import { readCookie, shouldShowCookiePolicyBanner } from '@site-chrome/rules/settings';
import { resetLoggedErrors } from '@site-chrome/runtime/testing';
import { cookieJarWith, corruptedCookieValue, corruptedStoredText } from '@site-chrome/dev/testing/hostile';
import fc from 'fast-check';
import { closedAnnouncementsKey, readClosedAnnouncementIds } from '../features/announcement';
import { isSkippedChannel } from '../features/cdn-health-check';
import { cookiePolicyStorageKey, readCookiePolicyAcceptance } from '../features/cookie-policy';
import { pageHasDeviceType } from '@site-chrome/rules/device-type';

/** Corrupted values per storage key and per cookie (issue 13: 1,000). */
const valuesPerKey = 1_000;

function isValidJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

let consoleWarn: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** Stores `text` under `key` as a fresh page would find it: nothing logged yet. */
function storeRaw(key: string, text: string): void {
  window.localStorage.setItem(key, text);
  resetLoggedErrors();
  consoleWarn.mockClear();
}

describe(`given ${valuesPerKey.toLocaleString('en')} corrupted values of "${closedAnnouncementsKey}"`, () => {
  it('reads the dismissed ids as a list of ids, and warns when the value is not JSON', () => {
    fc.assert(
      fc.property(corruptedStoredText(['51021', '51022']), (text) => {
        storeRaw(closedAnnouncementsKey, text);

        const ids = readClosedAnnouncementIds();

        expect(Array.isArray(ids)).toBe(true);
        for (const id of ids) expect(typeof id === 'string' && id !== '').toBe(true);
        if (!isValidJson(text)) {
          expect(consoleWarn).toHaveBeenCalledWith(
            expect.stringContaining('not valid JSON'),
            expect.anything(),
          );
        }
      }),
      { numRuns: valuesPerKey },
    );
  });
});

describe(`given ${valuesPerKey.toLocaleString('en')} corrupted values of "${cookiePolicyStorageKey}"`, () => {
  it('reads an acceptance time or none, and a time in the future never hides the banner', () => {
    const now = Date.now();
    fc.assert(
      fc.property(corruptedStoredText(now - 1_000), (text) => {
        storeRaw(cookiePolicyStorageKey, text);

        const acceptedAt = readCookiePolicyAcceptance();

        expect(acceptedAt === null || Number.isFinite(acceptedAt)).toBe(true);
        const shown = shouldShowCookiePolicyBanner({
          siteShowsCookiePolicy: true,
          isHomePage: true,
          acceptedAt,
          now,
        });
        if (acceptedAt === null || acceptedAt > now + 86_400_000) expect(shown).toBe(true);
      }),
      { numRuns: valuesPerKey },
    );
  });
});

describe(`given ${valuesPerKey.toLocaleString('en')} corrupted cookie values`, () => {
  it('the device_type cookie only ever says whether it is there', () => {
    fc.assert(
      fc.property(cookieJarWith('device_type', corruptedCookieValue(['ios', 'android'])), (cookie) => {
        expect(pageHasDeviceType({ search: '' }, cookie)).toBe(true);
        expect(pageHasDeviceType({ search: '' }, cookie.replace(/device_type=/g, 'other='))).toBe(
          /(?:^|;\s*)device_type=/.test(cookie.replace(/device_type=/g, 'other=')),
        );
      }),
      { numRuns: valuesPerKey },
    );
  });

  it('the ch cookie skips the CDN check only for the propads channel', () => {
    fc.assert(
      fc.property(cookieJarWith('ch', corruptedCookieValue(['propads', 'google'])), (cookie) => {
        const channel = readCookie('ch', { cookie });
        expect(isSkippedChannel('', channel)).toBe(channel?.toLowerCase() === 'propads');
      }),
      { numRuns: valuesPerKey },
    );
  });
});
