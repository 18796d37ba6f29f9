import type { i18n as I18n } from 'i18next';
import { logError } from '../logging/logger';
import { defaultLanguage, type Language } from './languages';

/** A namespace's strings as its JSON file holds them: text, or groups of text. */
export interface TranslationStrings {
  [key: string]: string | TranslationStrings;
}

/** What an app hands over for its namespace: English bundled, every other language fetched when chosen. */
interface NamespaceTranslations {
  /** English strings, bundled: shown while another language loads, and for good if it fails to load. */
  en: TranslationStrings;
  /** Fetches one language's strings; an `import()` of a JSON file, so webpack emits one chunk per language. */
  load: (language: Language) => Promise<{ default: TranslationStrings }>;
}

export interface TranslationLoader {
  /** Adds a namespace's English strings now and remembers how to fetch its other languages. */
  registerNamespace: (namespace: string, translations: NamespaceTranslations) => void;
  /**
   * Fetches every registered namespace's strings for `language` (in parallel, once per language and
   * namespace), then switches. A namespace that fails to load logs one error and stays in English;
   * the returned promise never rejects.
   */
  loadLanguage: (language: Language) => Promise<void>;
}

export function createTranslationLoader(i18n: I18n): TranslationLoader {
  const namespaces = new Map<string, NamespaceTranslations>();
  // One attempt per language and namespace, shared by every remote that asks. A failure is kept too, so
  // the header, footer and search asking for the same broken chunk report it once, not three times.
  const attempts = new Map<string, Promise<void>>();
  let requestedLanguage: Language = defaultLanguage;

  function loadNamespace(language: Language, namespace: string, translations: NamespaceTranslations) {
    const attemptKey = `${language}|${namespace}`;
    const existing = attempts.get(attemptKey);
    if (existing) return existing;
    const attempt = Promise.resolve()
      .then(() => translations.load(language))
      .then(
        (module) => {
          i18n.addResourceBundle(language, namespace, module.default, true, true);
        },
        (error: unknown) => {
          logError(
            'i18n',
            `could not load the "${namespace}" strings for "${language}"; showing English`,
            error,
          );
        },
      );
    attempts.set(attemptKey, attempt);
    return attempt;
  }

  async function loadLanguage(language: Language): Promise<void> {
    requestedLanguage = language;
    try {
      const missing = [...namespaces].filter(([namespace]) => !i18n.hasResourceBundle(language, namespace));
      await Promise.all(
        missing.map(([namespace, translations]) => loadNamespace(language, namespace, translations)),
      );
      // A slower, older choice must not win over the language picked after it.
      if (requestedLanguage !== language) return;
      // Switching again after new strings arrive is what re-renders components already on screen.
      if (i18n.language !== language || missing.length > 0) await i18n.changeLanguage(language);
    } catch (error) {
      logError('i18n', `could not switch to "${language}"`, error);
    }
  }

  function registerNamespace(namespace: string, translations: NamespaceTranslations): void {
    namespaces.set(namespace, translations);
    i18n.addResourceBundle(defaultLanguage, namespace, translations.en, true, true);
    // A namespace that arrives after the reader chose a language (a lazily loaded feature) follows it.
    if (requestedLanguage !== defaultLanguage) void loadLanguage(requestedLanguage);
  }

  return { registerNamespace, loadLanguage };
}
