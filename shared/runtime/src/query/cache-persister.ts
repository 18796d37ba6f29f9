import { experimental_createQueryPersister } from '@tanstack/query-persist-client-core';
import type { AsyncStorage, PersistedQuery } from '@tanstack/query-persist-client-core';
import { hashKey } from '@tanstack/react-query';
import type { Query, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { logWarning } from '../logging/logger';
import { isPlainObject } from '@site-chrome/runtime/schemas';
import type { AcceptData } from './acceptance';
import type { ChromeCacheName } from './cache-names';
import { pageCacheStorage } from '../storage/safe-storage';
import type { SafeStorage } from '../storage/safe-storage';

/**
 * Persisted copies are our own parsed data, not the server's JSON. Bump this when a parsed shape changes
 * so copies written by an older release are discarded instead of being read as the new shape.
 */
export const cacheFormatVersion = '1';

/**
 * How long a persisted copy is kept as a stale fallback. Freshness is `staleTime` (60 s by default); this
 * only bounds how old a copy may be and still be shown while the server is failing.
 */
const persistedCopyMaxAgeMs = 7 * 24 * 60 * 60 * 1000;

/** How far ahead of this page's clock a copy's time may be (another tab's clock, a sleeping laptop). */
const clockSkewMs = 5 * 60 * 1000;

export interface CachePersisterOptions<Data> {
  /** Storage name from `chromeCacheNames`; the persister `prefix`. */
  cacheName: ChromeCacheName;
  /** Acceptance check of the data; a stored copy that fails it is deleted and the data fetched. */
  accept: AcceptData;
  /**
   * Reads a stored copy's data back through the endpoint's own rules (shapes, and links through the
   * safe-link rule), because storage is not ours alone: another script of the origin, an extension or a
   * half-written entry can leave anything there. Null discards the copy.
   */
  readStored: (stored: unknown) => Data | null;
  /** Default: the page's `localStorage`, wrapped so it never throws. */
  storage?: SafeStorage;
  /** Default `persistedCopyMaxAgeMs` (7 days). */
  maxAgeMs?: number;
}

/**
 * A query `persister` for data of type `Data`. Its parameters are the widest the query accepts, so one
 * persister fits every key of its endpoint and takes no part in inferring the query's types.
 */
type ChromeQueryPersister<Data> = (
  queryFn: (context: never) => Data | Promise<Data>,
  context: QueryFunctionContext,
  query: Query,
) => Promise<Data>;

export interface CachePersister<Data> {
  cacheName: ChromeCacheName;
  /** Pass as a query's `persister`. */
  persisterFn: ChromeQueryPersister<Data>;
  /** Where the copy of `queryKey` is stored. */
  storageKeyFor: (queryKey: QueryKey) => string;
  /**
   * The stored copy of `queryKey` and when it was fetched, read through the same checks as a restore, without
   * a query running: for a page that must not fetch (dynamic mode off). Undefined when there is none usable.
   */
  readStoredData: (queryKey: QueryKey) => { data: Data; updatedAt: number } | undefined;
}

function isPersistedQuery(value: unknown): value is PersistedQuery {
  return (
    isPlainObject(value) &&
    typeof value.buster === 'string' &&
    typeof value.queryHash === 'string' &&
    Array.isArray(value.queryKey) &&
    isPlainObject(value.state) &&
    typeof value.state.dataUpdatedAt === 'number'
  );
}

/**
 * A react-query persister (`experimental_createQueryPersister`) for one cache name, over storage that never
 * throws. On restore it accepts a stored copy only when it parses, has the persisted-query shape, was
 * stored for exactly this query key (the key carries the language, so a copy from another language is
 * refused) and passes `accept`; anything else is logged, deleted, and the query fetches instead. Data that
 * fails `accept` (an empty fallback) is never written, so it cannot overwrite a useful copy.
 */
export function createCachePersister<Data>({
  cacheName,
  accept,
  readStored,
  storage = pageCacheStorage,
  maxAgeMs = persistedCopyMaxAgeMs,
}: CachePersisterOptions<Data>): CachePersister<Data> {
  const storageKeyFor = (queryKey: QueryKey) => `${cacheName}-${hashKey(queryKey)}`;

  const discard = (storageKey: string, reason: string): null => {
    logWarning('cache', `discarding "${storageKey}": ${reason}`);
    storage.removeItem(storageKey);
    return null;
  };

  function readCopy(storageKey: string): PersistedQuery | null {
    const text = storage.getItem(storageKey);
    if (typeof text !== 'string') return null;
    let stored: unknown;
    try {
      stored = JSON.parse(text);
    } catch {
      return discard(storageKey, 'it is not valid JSON');
    }
    if (!isPersistedQuery(stored)) return discard(storageKey, 'it is not a stored query');
    if (hashKey(stored.queryKey) !== stored.queryHash || storageKeyFor(stored.queryKey) !== storageKey) {
      return discard(storageKey, 'it was stored for another language or other parameters');
    }
    if (stored.state.dataUpdatedAt > Date.now() + clockSkewMs) {
      // A copy from the future would count as fresh forever and never be refetched.
      return discard(storageKey, 'it claims to be stored in the future');
    }
    if (!accept(stored.state.data)) return discard(storageKey, 'its data fails the acceptance check');
    let data: Data | null;
    try {
      data = readStored(stored.state.data);
    } catch (error) {
      logWarning('cache', `could not read "${storageKey}" back`, error);
      data = null;
    }
    if (data === null || !accept(data))
      return discard(storageKey, "its data does not read back as this endpoint's");
    const { dataUpdatedAt, errorUpdatedAt } = stored.state;
    return {
      ...stored,
      state: {
        ...stored.state,
        data,
        dataUpdatedAt,
        errorUpdatedAt:
          typeof errorUpdatedAt === 'number' && Number.isFinite(errorUpdatedAt) ? errorUpdatedAt : 0,
      },
    };
  }

  function writeCopy(storageKey: string, persisted: PersistedQuery): void {
    if (!accept(persisted.state.data)) return;
    let text: string;
    try {
      text = JSON.stringify(persisted);
    } catch (error) {
      logWarning('cache', `could not serialise "${storageKey}"`, error);
      return;
    }
    storage.setItem(storageKey, text);
  }

  const persistedQueryStorage: AsyncStorage<PersistedQuery> = {
    getItem: readCopy,
    setItem: writeCopy,
    removeItem: (storageKey) => storage.removeItem(storageKey),
  };

  const persister = experimental_createQueryPersister<PersistedQuery>({
    storage: persistedQueryStorage,
    prefix: cacheName,
    buster: cacheFormatVersion,
    maxAge: maxAgeMs,
    // The storage above already parses and checks; the copy passes through as it is.
    serialize: (persisted) => persisted,
    deserialize: (persisted) => persisted,
  });

  const readStoredData = (queryKey: QueryKey) => {
    const copy = readCopy(storageKeyFor(queryKey));
    if (!copy || copy.buster !== cacheFormatVersion) return undefined;
    const { dataUpdatedAt } = copy.state;
    if (Date.now() - dataUpdatedAt > maxAgeMs) return undefined;
    return { data: copy.state.data as Data, updatedAt: dataUpdatedAt };
  };

  return {
    cacheName,
    readStoredData,
    // The persister package is typed against its own query-core entry point, so its Query and QueryFunction
    // types are not ours to TypeScript; at run time it gets our query and calls only its public methods.
    persisterFn: (queryFn, context, query) =>
      persister.persisterFn<Data, QueryKey>(queryFn as never, context, query as never),
    storageKeyFor,
  };
}
