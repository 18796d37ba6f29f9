/**
 * `@site-chrome/runtime`: the small runtime every page loads once, federated as a singleton, so whatever
 * a remote imports from here is the same instance the host and every other remote use (one store, one
 * query client, one i18n instance). It keeps the page's state only: store, props contract, API client,
 * query client, keys and cache policy, i18n, mount helpers, and the logger that reports each error once.
 * A shared singleton cannot be tree-shaken, so every name exported here ships to every page: stateless
 * helpers are entries of their own (`/schemas` and `/ui`, shared, not singletons), and what only
 * tests use is `/testing`, never federated.
 *
 * Everything else is a sub-path entry shared on its own (`@site-chrome/data/<endpoint>`,
 * `/sites`, `/search`, `/settings`), so a remote downloads only what it renders. `/testing`,
 * `/mock-api`, `/demo` and `/federation-host` are never federated. Names are listed one by one: no
 * `export *`, so nothing reaches every page by accident.
 */
import { iconUrl as schemasIconUrl } from '@site-chrome/runtime/schemas';

// Logger
export { logError, logErrorOnce, logWarning } from './logging/logger';

// Props contract
export type { ChromeProps, ChromeUser, ResolvedChromeProps } from './props/chrome-props-schema';
export { resolveSite } from './store/resolve-site';
export { useHostProps } from './props/use-host-props';
export { HostCallbacksProvider, useHostCallbacks, useHostCallbacksOrNull } from './props/host-callbacks';
// Click tracking for the host's onTrack
export { createClickTracker } from './tracking/track-clicks';
export type { ChromeTrackEvent } from './tracking/track-clicks';

// Store
export { chromeStore, createChromeStore, useChromeStore } from './store/chrome-store';
export { useMarketDisplay } from './store/use-market-display';
export { useSite } from './store/use-site';

// i18n
export { registerNamespace } from './i18n/i18n-instance';
// The one react-i18next binding: remotes take `useTranslation` from here, never from react-i18next, so the
// page holds one copy of it, inside this singleton, with only the parts the chrome uses (no <Trans>).
export { useTranslation } from 'react-i18next';
export { defaultLanguage, isSupportedLanguage, supportedLanguages, textDirection } from './i18n/languages';
export type { Language } from './i18n/languages';

// UI primitives and the shape of every exposed module
export { ChromeErrorBoundary } from './ui/chrome-error-boundary';
export { ChromeProviders } from './ui/chrome-providers';
export { ChromeRoot } from './ui/chrome-root';
export { useClientRender } from './ui/use-client-render';
export { useCurrentYear } from './ui/use-current-year';
export { defineExposedComponent } from './ui/define-exposed-component';
export type { ExposedComponentProps } from './ui/define-exposed-component';
export { chromeRootOptions } from './mount/chrome-root-options';
export { createMount } from './mount/create-mount';
export type { MountFunction, MountedChrome } from './mount/create-mount';
// Server-rendered parts (issue 33): the browser side, hydration into a slot that holds a fragment.
export { mountChromePart } from './mount/mount-chrome-part';
export type { MountPartOptions } from './mount/mount-chrome-part';
export { loadPageRemote, providePageRemoteLoader } from './mount/page-remotes';
// Loading with deadlines and the one fallback contract (src/loading/README.md). Through the package name:
// the same entry the page's first script bundles.
export { reportFallback } from '@site-chrome/runtime/loading';
export type { LoadOutcome } from '@site-chrome/runtime/loading';
export { loadChunk } from './loading/load-chunk';
export { useLoad } from './loading/use-load';
export type { PageRemoteLoader, PageRemoteResult } from './mount/page-remotes';

/**
 * @public Stateless (its home is `@site-chrome/runtime/schemas`), but 2.7.0 exported it here without a bump and
 * remotes built against 2.7.0 import it from the singleton (scripts/release-check/export-surface.test.ts): it
 * stays until the next major.
 */
// A binding of its own, not a re-export: webpack under an older federation release cannot concatenate a
// re-export of a shared entry into this one (the runtime-skew fixture "standard page 0.24.1" failed to build).
export const iconUrl = schemasIconUrl;

// The one API client
export type { ApiError, ApiResult } from './api/api-result';
export type { PageAnswer } from './api/page-answer';
export { apiGet, apiGetResult, apiPostResult } from './api/default-api-client';

// One QueryClient, one key factory, the cache policy and storage that never throws
export { chromeQueryClient, createChromeQueryClient } from './query/query-client';
export { chromeQueryKeys } from './query/query-keys';
export type { MarketTimezone } from './query/query-keys';
export { hasContent, isNonEmptyArray } from './query/acceptance';
export type { AcceptData } from './query/acceptance';
export { createCachedQueryFn } from './query/cached-query-fn';
export { chromeCacheNames, headerMenuCacheName } from './query/cache-names';
export type { ChromeCacheName } from './query/cache-names';
export { createCachePersister } from './query/cache-persister';
export type { CachePersister } from './query/cache-persister';
export { readStoredJson, writeStoredJson } from './storage/safe-local-storage';
export { usePageDataContext } from './query/page-context';

export { finishFiatChange } from './store/fiat-change';
export { useSkinChanged } from './store/use-skin-changed';
export { switchLanguage } from './i18n/switch-language';
