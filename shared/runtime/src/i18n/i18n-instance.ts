import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonEnglish from './locales/en/common.json';
import { commonNamespace, createTranslationLoader } from './translation-loader';

/**
 * The one i18next instance on the page (this module is a federated singleton). Each app registers its
 * namespace with `registerNamespace`; a missing key falls back to English, never to a raw key.
 */
export const i18n: I18n = i18next.createInstance().use(initReactI18next);

export const { registerNamespace, loadLanguage } = createTranslationLoader(i18n);

registerNamespace(commonNamespace, {
  en: commonEnglish,
  load: (language) => import(`./locales/${language}/common.json`),
});
