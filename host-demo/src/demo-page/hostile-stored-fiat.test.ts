import { settingsCookieNames } from '@site-chrome/rules/settings';
import { cookieJarWith, corruptedCookieValue } from '@site-chrome/dev/testing/hostile';
import fc from 'fast-check';
import { storedFiat } from './stored-fiat';

/** Corrupted values per cookie (issue 13: 1,000). */
const valuesPerCookie = 1_000;

describe(`given ${valuesPerCookie.toLocaleString('en')} corrupted values of the curr_fiat cookie`, () => {
  it('the demo reads a fiat code or none', () => {
    fc.assert(
      fc.property(
        cookieJarWith(settingsCookieNames.fiat, corruptedCookieValue(['USD', 'EUR', 'TRY'])),
        (cookie) => {
          jest.spyOn(document, 'cookie', 'get').mockReturnValue(cookie);

          const fiat = storedFiat();

          expect(fiat === undefined || /^[A-Z]{2,6}$/.test(fiat)).toBe(true);
        },
      ),
      { numRuns: valuesPerCookie },
    );
  });
});
