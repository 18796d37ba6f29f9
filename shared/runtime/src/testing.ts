/**
 * `@site-chrome/runtime/testing`: what only tests, the dev kit and scripts use of the runtime: resets
 * between tests, the i18n instance and its loader, the API client's configuration and request parts, the
 * store's initial slices. Not federated and refused in production source (eslint.config.mjs): the runtime
 * singleton's every export ships to every page, so it holds none of these. In jest this file reaches the
 * same modules as the singleton, so a reset here resets the instance the code under test uses.
 */
export { resetLoggedErrors } from './logging/logger';
export { parseChromeProps } from './props/parse-chrome-props';
export { i18n, loadLanguage } from './i18n/i18n-instance';
export { buildRequestHeaders, csrfCookieName } from './api/request-parts';
export { configureApiClient, resetApiClient } from './api/default-api-client';
export { cacheFormatVersion } from './query/cache-persister';
export { pageReload } from './store/fiat-change';
export { languageNavigation } from './i18n/switch-language';
export { initialSettingsState } from './store/settings-slice';
export { initialSiteState } from './store/site-slice';
