import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { logError } from '../logging/logger';
import { defaultLanguage } from './languages';
import commonEnglish from './locales/en/common.json';
import { createTranslationLoader } from './translation-loader';

const commonNamespace = 'common';

/**
 * How every chrome i18next instance starts; tests build fresh instances from the same options. A new
 * object each call: i18next keeps `resources` by reference, so two instances must never share it.
 */
export function chromeI18nOptions(): InitOptions {
  return {
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    // Our codes are lower case ('zh-tw', 'pt-br'). Without these two, i18next looks up 'zh-TW' and then
    // falls back to 'zh', so Traditional Chinese readers would see Simplified Chinese.
    lowerCaseLng: true,
    load: 'currentOnly',
    defaultNS: commonNamespace,
    ns: [commonNamespace],
    resources: {},
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    initAsync: false,
  };
}

/**
 * The one i18next instance on the page (this module is a federated singleton). Each app registers its
 * namespace with `registerNamespace`; a missing key falls back to English, never to a raw key.
 */
export const i18n: I18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .init(chromeI18nOptions())
  .catch((error: unknown) => logError('i18n', 'could not initialise translations', error));

export const { registerNamespace, loadLanguage } = createTranslationLoader(i18n);

registerNamespace(commonNamespace, {
  en: commonEnglish,
  load: (language) => import(`./locales/${language}/common.json`),
});
