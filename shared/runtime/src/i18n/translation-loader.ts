import type { i18n as I18n, InitOptions } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { logError } from '../logging/logger';
import { defaultLanguage, isSupportedLanguage, type Language } from './languages';

/** A namespace's strings as its JSON file holds them: text, or groups of text. */
export interface TranslationStrings {
  [key: string]: string | TranslationStrings;
}

/**
 * What an app hands over for its namespace: English bundled, every other language fetched when chosen.
 * Exported because `registerNamespace`'s type names it: the remotes' federation type build (their
 * `@mf-types.zip`) cannot write a declaration for a name it cannot import (TS4023), and failed on it. The kit's published declarations need it for the same reason.
 * @public
 */
export interface NamespaceTranslations {
  /** English strings, bundled: shown while another language loads, and for good if it fails to load. */
  en: TranslationStrings;
  /** Fetches one language's strings; an `import()` of a JSON file, so webpack emits one chunk per language. */
  load: (language: Language) => Promise<{ default: TranslationStrings }>;
}

export interface TranslationLoader {
  /** Adds a namespace's English strings now and tells i18next how to fetch its other languages. */
  registerNamespace: (namespace: string, translations: NamespaceTranslations) => void;
  /**
   * Fetches every registered namespace's strings for `language` (in parallel, once per language and
   * namespace), then switches. A namespace that fails to load logs one error and stays in English;
   * the returned promise never rejects.
   */
  loadLanguage: (language: Language) => Promise<void>;
}

/** The namespace `t` reads when a component names none: the runtime's own words (log in, sign up, ...). */
export const commonNamespace = 'common';

/**
 * How every chrome i18next instance starts. A new object each call: i18next keeps `ns` by reference and
 * adds to it, so two instances must never share it.
 */
function chromeI18nOptions(): InitOptions {
  return {
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    // Our codes are lower case ('zh-tw', 'pt-br'). Without these two, i18next looks up 'zh-TW' and then
    // falls back to 'zh', so Traditional Chinese readers would see Simplified Chinese.
    lowerCaseLng: true,
    load: 'currentOnly',
    defaultNS: commonNamespace,
    // Empty until an app registers a namespace: a namespace listed here before its app registered it
    // would be fetched from the backend at once, which has nothing to fetch it with yet.
    ns: [],
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    initAsync: false,
    // A component whose namespace is still on its way renders in English and re-renders when the strings
    // arrive, as before the backend; suspending would blank whatever has no <Suspense> boundary above it.
    react: { useSuspense: false },
  };
}

/**
 * Gives a new, not yet initialised i18next instance its backend and initialises it.
 *
 * i18next does the loading (`changeLanguage` and `loadNamespaces` through the maintained
 * `i18next-resources-to-backend`): each namespace and language fetched once and in parallel, a failure
 * remembered and not retried, English (the fallback language) for a namespace that failed, the language
 * switched only when its strings are in (no flash of keys), and the latest choice winning over a slower
 * earlier one. What stays ours is thin, and why:
 * - i18next takes one backend per instance, but here each remote adds its own namespaces to the page's
 *   one instance at runtime. So the backend gets one function that dispatches by namespace to what the
 *   remotes registered.
 * - English is bundled with each namespace (added at once, never fetched), so the first render needs no
 *   request.
 * - i18next reports a failed load as a `failedLoading` event (its own log is debug-only); we log it once.
 * - A namespace registered after the reader chose a language follows that language, and `loadLanguage`
 *   skips the switch (which re-renders every remote) when nothing is missing.
 * A server renderer takes a per-request instance with `i18n.cloneInstance({ lng })`: the clone shares
 * this backend and the strings already fetched, and keeps its own language.
 */
export function createTranslationLoader(i18n: I18n): TranslationLoader {
  const namespaces = new Map<string, NamespaceTranslations>();
  let requestedLanguage: Language = defaultLanguage;
  let switchingTo: Language | undefined;

  function fetchStrings(language: string, namespace: string) {
    const translations = namespaces.get(namespace);
    if (!translations) return Promise.reject(new Error(`no app registered the "${namespace}" namespace`));
    // English is bundled: i18next asks for it only on a reload, and gets the strings in hand.
    if (language === defaultLanguage) return Promise.resolve({ default: translations.en });
    if (!isSupportedLanguage(language))
      return Promise.reject(new Error(`"${language}" is not a chrome language`));
    return translations.load(language);
  }

  i18n.use(resourcesToBackend(fetchStrings));
  // The error i18next passes is the one the chunk load failed with, not the string its types say.
  i18n.on('failedLoading', (language: string, namespace: string, error: unknown) => {
    logError('i18n', `could not load the "${namespace}" strings for "${language}"; showing English`, error);
  });
  void i18n.init(chromeI18nOptions()).catch((error: unknown) => {
    logError('i18n', 'could not initialise translations', error);
  });

  async function loadLanguage(language: Language): Promise<void> {
    requestedLanguage = language;
    // Of several choices made in one go, only the last is fetched and switched to. This also keeps the
    // switch out of the render that asked for it (each remote's provider asks when it mounts), as before
    // the backend, even when every string is already in hand and i18next would switch at once.
    await Promise.resolve();
    if (requestedLanguage !== language) return;
    const missing = [...namespaces.keys()].some((namespace) => !i18n.hasResourceBundle(language, namespace));
    // Switching again is what re-renders components already on screen, so it is skipped when nothing would
    // change; but never while i18next is still loading another choice, which would then win over this one.
    if (i18n.language === language && !missing && switchingTo === undefined) return;
    switchingTo = language;
    try {
      await i18n.changeLanguage(language);
    } catch (error) {
      logError('i18n', `could not switch to "${language}"`, error);
    } finally {
      if (switchingTo === language) switchingTo = undefined;
    }
  }

  function registerNamespace(namespace: string, translations: NamespaceTranslations): void {
    namespaces.set(namespace, translations);
    i18n.addResourceBundle(defaultLanguage, namespace, translations.en, true, true);
    // Tells i18next the namespace exists, so every later language change fetches it too.
    void i18n.loadNamespaces(namespace);
    // A namespace that arrives after the reader chose a language (a lazily loaded feature) follows it.
    if (requestedLanguage !== defaultLanguage) void loadLanguage(requestedLanguage);
  }

  return { registerNamespace, loadLanguage };
}
