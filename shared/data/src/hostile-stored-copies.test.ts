import { hashKey, QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { cacheFormatVersion } from '@site-chrome/runtime/testing';
import {
  corruptedStoredText,
  fixtureAnswer,
  shrinkAnswer,
  storedCopies,
  unsafeLinksIn,
} from '@site-chrome/dev/testing/hostile';
import type { StoredCopy } from '@site-chrome/dev/testing/hostile';

/** Corrupted values per storage key (issue 13: 1,000). */
const valuesPerKey = 1_000;
const fetched = Symbol('fetched');

/** The copy as the persister would have written it an hour ago, from the full fixture answer. */
function validCopy(copy: StoredCopy, data: unknown) {
  return {
    buster: cacheFormatVersion,
    queryHash: hashKey(copy.queryKey),
    queryKey: copy.queryKey,
    state: { data, dataUpdatedAt: Date.now() - 3_600_000, error: null, errorUpdatedAt: 0, status: 'success' },
  };
}

const parsedFixture = (copy: StoredCopy) =>
  JSON.parse(
    JSON.stringify(copy.parse(fixtureAnswer({ name: copy.name, path: copy.path, parse: copy.parse }))),
  ) as unknown;

beforeEach(() => {
  window.localStorage.clear();
  // Discarded copies are warned about by design; the suite judges what is shown.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe.each(storedCopies.map((copy) => [copy.name, copy] as const))('the %s cache', (_name, copy) => {
  it('reads a copy it wrote back unchanged', () => {
    const data = parsedFixture(copy);

    expect(copy.readStored(data)).toEqual(data);
  });

  it(`given ${valuesPerKey.toLocaleString('en')} corrupted copies, never throws and shows nothing or data that obeys the rules`, async () => {
    const storageKey = copy.persister.storageKeyFor(copy.queryKey);
    const valid = validCopy(copy, shrinkAnswer(parsedFixture(copy)));
    let restored = 0;

    await fc.assert(
      fc.asyncProperty(corruptedStoredText(valid), async (text) => {
        window.localStorage.setItem(storageKey, text);
        const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

        const shown = await client.fetchQuery({
          queryKey: copy.queryKey,
          queryFn: async () => fetched,
          persister: copy.persister.persisterFn,
        });

        client.clear();
        window.localStorage.clear();
        if (shown === fetched) return;
        restored += 1;
        // What a corrupted copy may still show is data the endpoint's own rules accept as they are.
        expect(copy.readStored(shown)).toEqual(shown);
        expect(unsafeLinksIn(shown)).toEqual([]);
      }),
      { numRuns: valuesPerKey },
    );
    // Most corruptions leave a usable copy; the suite must have judged some restored data, not only discards.
    expect(restored).toBeGreaterThan(0);
  });
});

describe('given a copy that claims to be stored in the future', () => {
  it('discards it rather than treating it as fresh for ever', async () => {
    const [copy] = storedCopies as [StoredCopy];
    const future = {
      ...validCopy(copy, parsedFixture(copy)),
      state: { data: parsedFixture(copy), dataUpdatedAt: Date.now() + 86_400_000 },
    };
    window.localStorage.setItem(copy.persister.storageKeyFor(copy.queryKey), JSON.stringify(future));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

    const shown = await client.fetchQuery({
      queryKey: copy.queryKey,
      queryFn: async () => fetched,
      persister: copy.persister.persisterFn,
    });

    expect(shown).toBe(fetched);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('stored in the future'));
  });
});

describe('given a stored menu whose links were edited', () => {
  it('restores the menu with the unsafe links blanked', async () => {
    const copy = storedCopies.find((candidate) => candidate.name === 'header_menu_v2') as StoredCopy;
    const menu = [
      {
        ...(parsedFixture(copy) as Record<string, unknown>[])[0],
        jump_url: 'javascript:alert(1)',
        light_icon: '//evil.example/x.png',
      },
    ];
    window.localStorage.setItem(
      copy.persister.storageKeyFor(copy.queryKey),
      JSON.stringify(validCopy(copy, menu)),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

    const shown = (await client.fetchQuery({
      queryKey: copy.queryKey,
      queryFn: async () => fetched,
      persister: copy.persister.persisterFn,
    })) as Record<string, unknown>[];

    expect(shown[0]).toMatchObject({ jump_url: '', light_icon: '' });
  });
});
