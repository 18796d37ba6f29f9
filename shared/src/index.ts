/**
 * The public surface of `@site-chrome/shared`, federated as one singleton: whatever a remote imports
 * from here is the same instance the host and every other remote use.
 */
export { appPorts, localManifestUrl, manifestFileName, remoteNames } from './federation/remote-registry';
export type { RemoteName } from './federation/remote-registry';

export { logError, logErrorOnce, logWarning } from './logging/logger';

export { chromePropsSchema } from './props/chrome-props-schema';
export type {
  ChromeProps,
  ChromeUser,
  ChromeVariant,
  ResolvedChromeProps,
} from './props/chrome-props-schema';
export { parseChromeProps } from './props/parse-chrome-props';
export { useHostProps } from './props/use-host-props';

export { chromeStore, createChromeStore, useChromeStore } from './store/chrome-store';
export type { ChromeStore } from './store/chrome-store';
export type { ChromeState } from './store/chrome-store-types';
export { selectMarketDisplay, useMarketDisplay } from './store/use-market-display';
export type { MarketDisplay } from './store/use-market-display';

export {
  addTranslations,
  commonNamespace,
  i18n,
  loadLanguage,
  registerNamespace,
} from './i18n/i18n-instance';
export type { NamespaceTranslations, TranslationStrings } from './i18n/translation-loader';
export { localisedPath } from './i18n/localised-path';
export { defaultLanguage, isSupportedLanguage, supportedLanguages, textDirection } from './i18n/languages';
export type { Language } from './i18n/languages';

export { darkTokens, lightTokens, themeTokens } from './theme/tokens';
export type { ThemeTokens } from './theme/tokens';

export { ChromeErrorBoundary } from './ui/chrome-error-boundary';
export { ChromeProviders } from './ui/chrome-providers';
export { ChromeRoot } from './ui/chrome-root';
export { ActionLink, IconButton, VisuallyHidden } from './ui/primitives';
export { defineExposedComponent } from './ui/define-exposed-component';
export type { ExposedComponentProps } from './ui/define-exposed-component';

export { createMount } from './mount/create-mount';
export type { MountedChrome, MountFunction } from './mount/create-mount';

export {
  defaultDemoSettings,
  demoSettingsToProps,
  demoSettingsToSearch,
  parseDemoSettings,
} from './demo/demo-settings';
export type { DemoSettings } from './demo/demo-settings';

// Data layer: one API client, schemas applied at the edge, sub-site rules as data, settings rules, search.
export * from './api';
export * from './schemas';
export * from './sites';
export * from './settings';
export * from './search';

export { readStoredJson, writeStoredJson } from './storage/safe-local-storage';

// One QueryClient, query keys from one factory, the cache policy, and one file per endpoint.
export * from './query';
export * from './data';

// The demo's cookies the mock API reads (persona and fault switch); the demo host sets them.
export { faultCookieName, loginCookieName } from './mock-api/request-context';
