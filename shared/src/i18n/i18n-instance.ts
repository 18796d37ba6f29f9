import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { logError } from '../logging/logger';
import { defaultLanguage } from './languages';
import commonEnglish from './locales/en/common.json';

export const commonNamespace = 'common';

/**
 * The one i18next instance on the page (this module is a federated singleton). Remotes add their
 * own namespace with `addTranslations`; a missing key falls back to English, never to a raw key.
 */
export const i18n: I18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .init({
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    defaultNS: commonNamespace,
    ns: [commonNamespace],
    resources: { [defaultLanguage]: { [commonNamespace]: commonEnglish } } satisfies Resource,
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    initAsync: false,
  })
  .catch((error: unknown) => logError('i18n', 'could not initialise translations', error));

/** Adds (or replaces) one namespace's strings for one language. */
export function addTranslations(language: string, namespace: string, strings: Record<string, unknown>): void {
  i18n.addResourceBundle(language, namespace, strings, true, true);
}
