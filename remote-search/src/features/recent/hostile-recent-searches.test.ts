import { resetLoggedErrors } from '@site-chrome/runtime/testing';
import { corruptedStoredText } from '@site-chrome/dev/testing/hostile';
import fc from 'fast-check';
import {
  readRecentSearches,
  recentSearchesKey,
  recentSearchesLimit,
  recentSearchMaxLength,
} from './recent-searches-store';

/** Corrupted values per storage key (issue 13: 1,000). */
const valuesPerKey = 1_000;

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe(`given ${valuesPerKey.toLocaleString('en')} corrupted values of "${recentSearchesKey}"`, () => {
  it('reads at most ten short, non-blank search terms', () => {
    fc.assert(
      fc.property(corruptedStoredText(['btc', 'eth', 'sol']), (text) => {
        window.localStorage.setItem(recentSearchesKey, text);
        resetLoggedErrors();

        const terms = readRecentSearches();

        expect(terms.length).toBeLessThanOrEqual(recentSearchesLimit);
        for (const term of terms) {
          expect(typeof term).toBe('string');
          expect(term.trim()).not.toBe('');
          expect(term.length).toBeLessThanOrEqual(recentSearchMaxLength);
        }
      }),
      { numRuns: valuesPerKey },
    );
  });
});
