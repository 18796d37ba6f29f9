/*
 * The cache policy, built on react-query: one QueryClient, one key factory, the stale-fallback `queryFn`
 * and the persisters of the spec's named caches over storage that never throws.
 */
export { chromeQueryClient, createChromeQueryClient } from './query-client';
export { chromeQueryKeys } from './query-keys';
export type { MarketTimezone } from './query-keys';
export { hasContent, isNonEmptyArray, isNonEmptyObject } from './acceptance';
export type { AcceptData } from './acceptance';
export { createCachedQueryFn } from './cached-query-fn';
export type { CachedQueryFnOptions } from './cached-query-fn';
export { chromeCacheNames } from './cache-names';
export type { ChromeCacheName } from './cache-names';
export { cacheFormatVersion, createCachePersister, persistedCopyMaxAgeMs } from './cache-persister';
export type { CachePersister, CachePersisterOptions, ChromeQueryPersister } from './cache-persister';
export { createSafeStorage, pageCacheStorage } from '../storage/safe-storage';
export type { SafeStorage, StorageResolver } from '../storage/safe-storage';
