import type { i18n as I18n } from 'i18next';
import { i18n } from '../i18n/i18n-instance';
import { supportedLanguages, type Language } from '../i18n/languages';
import { logError } from '../logging/logger';

let everyLanguage: Promise<void> | undefined;

/** The namespaces registered so far (each app's module registers its own as it loads). */
const registeredNamespaces = (): string[] => [i18n.options.ns ?? []].flat();

/** Loads every namespace the process has registered, in `language` (the first call: in every language). */
async function loadStrings(language: Language): Promise<void> {
  everyLanguage ??= i18n.loadLanguages([...supportedLanguages]).catch((error: unknown) => {
    logError('i18n', 'could not load every language for server rendering', error);
  });
  await everyLanguage;
  // A namespace registered after the first load (a module evaluated later) is loaded when first needed.
  if (registeredNamespaces().some((namespace) => !i18n.hasResourceBundle(language, namespace)))
    await i18n.loadLanguages([language]);
}

/**
 * An i18n instance for one server render: a clone of the process's instance (which holds every language's
 * strings, loaded once) set to `language`. Clones share the strings and nothing else, so two renders in
 * two languages at the same moment each get their own.
 */
export async function createRequestI18n(language: Language): Promise<I18n> {
  await loadStrings(language);
  return i18n.cloneInstance({ lng: language, initAsync: false });
}
