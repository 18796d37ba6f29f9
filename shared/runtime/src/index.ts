/**
 * `@site-chrome/runtime`: the small runtime every page loads once, federated as a singleton, so whatever
 * a remote imports from here is the same instance the host and every other remote use (one store, one
 * query client, one i18n instance). It holds only what a first render needs: store, props contract,
 * API client, query client and cache policy, i18n, theme tokens, UI primitives, logger, the sub-site
 * table and the settings rules the store applies.
 *
 * Everything else is a sub-path entry shared on its own (`@site-chrome/data/<endpoint>`,
 * `/sites`, `/search`, `/settings`), so a remote downloads only what it renders. `/testing`,
 * `/mock-api`, `/demo` and `/federation-host` are never federated. Names are listed one by one: no
 * `export *`, so nothing reaches every page by accident.
 */

// Logger
export { logError, logErrorOnce, logWarning, resetLoggedErrors } from './logging/logger';

// Props contract
export type { ChromeProps, ChromeUser, ResolvedChromeProps } from './props/chrome-props-schema';
export { parseChromeProps } from './props/parse-chrome-props';
export { resolveSite } from './store/resolve-site';
export { useHostProps } from './props/use-host-props';
export { HostCallbacksProvider, useHostCallbacks } from './props/host-callbacks';
// Click tracking for the host's onTrack
export { createClickTracker } from './tracking/track-clicks';
export type { ChromeTrackEvent } from './tracking/track-clicks';

// Store
export { chromeStore, createChromeStore, useChromeStore } from './store/chrome-store';
export { useMarketDisplay } from './store/use-market-display';
export { useSite } from './store/use-site';

// i18n
export { i18n, loadLanguage, registerNamespace } from './i18n/i18n-instance';
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
export { ActionLink, IconButton, VisuallyHidden } from './ui/primitives';
export { Button } from './ui/controls/button';
export { Select } from './ui/controls/select';
export { TextField } from './ui/controls/text-field';
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

// The one API client
export type { ApiError, ApiResult } from './api/api-result';
export { buildRequestHeaders, csrfCookieName } from './api/request-parts';
export {
  apiGet,
  apiGetResult,
  apiPostResult,
  configureApiClient,
  resetApiClient,
} from './api/default-api-client';

// One QueryClient, one key factory, the cache policy and storage that never throws
export { chromeQueryClient, createChromeQueryClient } from './query/query-client';
export { chromeQueryKeys } from './query/query-keys';
export type { MarketTimezone } from './query/query-keys';
export { hasContent, isNonEmptyArray } from './query/acceptance';
export type { AcceptData } from './query/acceptance';
export { createCachedQueryFn } from './query/cached-query-fn';
export { chromeCacheNames, headerMenuCacheName } from './query/cache-names';
export type { ChromeCacheName } from './query/cache-names';
export { cacheFormatVersion, createCachePersister } from './query/cache-persister';
export type { CachePersister } from './query/cache-persister';
export { readStoredJson, writeStoredJson } from './storage/safe-local-storage';
export { usePageDataContext } from './query/page-context';
export { parseNonEmptyObject } from './schemas/envelope-object';

// Schema helpers every endpoint parses with (endpoint schemas live with their endpoint)
export {
  booleanField,
  commaListField,
  isPlainObject,
  maximumCommaListItems,
  numberField,
  numericEnumField,
  readField,
  requiredTextField,
  splitCommaList,
  textField,
  textRecordField,
  toBoolean,
} from './schemas/coercion';
export { isSuccessEnvelope, parseEnvelopeList, readEnvelopeData, readEnvelopeList } from './schemas/envelope';
export {
  createSkipWarnings,
  describeItem,
  listField,
  parseList,
  previewValue,
  readStoredList,
  warnSkippedItem,
} from './schemas/parse-list';
export { limitNesting } from './schemas/nesting-limit';
export { isSafeLink, safeLinkSchema, toSafeLink } from './schemas/safe-link';
export { coinIconUrl, splitPairName } from './schemas/coin-icon';
export { iconUrl } from './images/icon-url';
export { fiatCurrencySchema } from './schemas/fiat-currency';
export { finishFiatChange, pageReload } from './store/fiat-change';
export { switchLanguage } from './i18n/switch-language';
export { initialSettingsState } from './store/settings-slice';
export { initialSiteState } from './store/site-slice';
