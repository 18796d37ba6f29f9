import { hashKey, QueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { hasContent } from './acceptance';
import { cacheFormatVersion, createCachePersister } from './cache-persister';
import type { CachePersister } from './cache-persister';
import type { SafeStorage } from '../storage/safe-storage';

const queryKey = ['chrome', 'markets', 'pilot', { timezone: '' }] as const;

function memoryStorage(): SafeStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
      return true;
    },
    removeItem: (key) => void items.delete(key),
    entries: () => [...items.entries()],
  };
}

function storedQuery(key: QueryKey, data: unknown, overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    buster: cacheFormatVersion,
    queryHash: hashKey(key),
    queryKey: key,
    state: { data, dataUpdatedAt: Date.now() },
    ...overrides,
  });
}

// Timers of equal delay run in the order they were set: this one runs after the persister's 0 ms write.
const waitForScheduledWrite = () => new Promise((resolve) => setTimeout(resolve, 0));

let client: QueryClient;
let storage: ReturnType<typeof memoryStorage>;
let persister: CachePersister<unknown>;
let storageKey: string;

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  storage = memoryStorage();
  persister = createCachePersister<unknown>({
    cacheName: 'pilot_market_data',
    accept: hasContent,
    // This suite's data is a list of words; what is not one is dropped, as the endpoints' readers do.
    readStored: (stored) =>
      Array.isArray(stored) ? stored.filter((item) => typeof item === 'string') : null,
    storage,
  });
  storageKey = persister.storageKeyFor(queryKey);
});
afterEach(() => client.clear());

const load = (queryFn: () => Promise<unknown>) =>
  client.fetchQuery({ queryKey, queryFn, persister: persister.persisterFn });

it('stores each copy under its cache name followed by the query hash', () => {
  expect(storageKey).toBe(`pilot_market_data-${hashKey(queryKey)}`);
});

it('writes what was fetched, and a later page restores it without fetching', async () => {
  await load(async () => ['fresh']);
  await waitForScheduledWrite();
  expect(storage.items.has(storageKey)).toBe(true);

  const nextPage = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const queryFn = jest.fn(async () => ['refetched']);
  const restored = await nextPage.fetchQuery({ queryKey, queryFn, persister: persister.persisterFn });

  expect(restored).toEqual(['fresh']);
  expect(queryFn).not.toHaveBeenCalled();
});

it('never writes data that fails the acceptance check, so a default cannot replace a useful copy', async () => {
  storage.items.set(
    storageKey,
    storedQuery(queryKey, ['useful'], { state: { data: ['useful'], dataUpdatedAt: 1 } }),
  );
  client.setQueryData(queryKey, ['in memory']);

  await load(async () => []);
  await waitForScheduledWrite();

  expect(JSON.parse(storage.items.get(storageKey) ?? '{}').state.data).toEqual(['useful']);
});

describe.each([
  ['fails the acceptance check', () => storedQuery(queryKey, [])],
  ['is not JSON', () => 'not json {'],
  ['lacks the stored-query fields', () => JSON.stringify({ data: ['x'] })],
  [
    'was stored for another key',
    () => storedQuery(['chrome', 'markets', 'pilot', { timezone: 'utc8' }], ['x']),
  ],
  ['claims a hash that is not its key', () => storedQuery(queryKey, ['x'], { queryKey: ['other'] })],
  ['was written by an older release (buster)', () => storedQuery(queryKey, ['x'], { buster: 'old' })],
  [
    'is older than the maximum age',
    () =>
      storedQuery(queryKey, ['x'], { state: { data: ['x'], dataUpdatedAt: Date.now() - 8 * 24 * 3600_000 } }),
  ],
])('given a stored copy that %s', (_situation, stored) => {
  it('deletes it and fetches', async () => {
    storage.items.set(storageKey, stored());
    const queryFn = jest.fn(async () => ['fetched']);

    expect(await load(queryFn)).toEqual(['fetched']);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await waitForScheduledWrite();
    expect(JSON.parse(storage.items.get(storageKey) ?? '{}').state.data).toEqual(['fetched']);
  });
});

describe('readStoredData (a page that must not fetch, dynamic mode off)', () => {
  it('reads a stored copy and when it was fetched, through the endpoint reader', () => {
    storage.items.set(
      storageKey,
      storedQuery(queryKey, ['kept', 7], { state: { data: ['kept', 7], dataUpdatedAt: 1_000 } }),
    );
    jest.spyOn(Date, 'now').mockReturnValue(2_000);

    expect(persister.readStoredData(queryKey)).toEqual({ data: ['kept'], updatedAt: 1_000 });
  });

  it.each([
    ['there is none', () => undefined],
    ['it was written by an older release', () => storedQuery(queryKey, ['x'], { buster: 'old' })],
    [
      'it is older than the maximum age',
      () =>
        storedQuery(queryKey, ['x'], {
          state: { data: ['x'], dataUpdatedAt: Date.now() - 8 * 24 * 3600_000 },
        }),
    ],
    ['it fails the acceptance check', () => storedQuery(queryKey, [])],
  ])('gives nothing when %s', (_situation, stored) => {
    const text = stored();
    if (text !== undefined) storage.items.set(storageKey, text);

    expect(persister.readStoredData(queryKey)).toBeUndefined();
  });
});
