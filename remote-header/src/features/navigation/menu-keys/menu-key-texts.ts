import { useTranslation } from '@site-chrome/runtime';
import { useMemo } from 'react';
import { menuKeysNamespace } from './menu-key-translations';

/**
 * The texts we ship for the translation keys a server menu item names (`title_key`, `desc_key`; header spec
 * section 3, "Menu item from server"), from the `header-menu-keys` namespace (menu-key-translations.ts).
 */
export interface MenuKeyTexts {
  /** The key's text in the page language, or undefined when that language does not have it. */
  inPageLanguage: (key: string) => string | undefined;
  /** The key's English text, or undefined: the last resort of an item with a key and no title. */
  inEnglish: (key: string) => string | undefined;
}

/** No key has a text: what a caller that ships none (or a test of the server's own texts) passes. */
export const noKeyTexts: MenuKeyTexts = { inPageLanguage: () => undefined, inEnglish: () => undefined };

/**
 * The menu key texts in the language this render's i18next instance is set to (on the server, the
 * fragment's request language; in the browser, the page's, loaded before hydration), so a server render and
 * its hydration read the same text. Read without i18next's English fallback: a language that lacks a key
 * shows the server's title, which the server wrote in that language.
 */
export function useMenuKeyTexts(): MenuKeyTexts {
  const { i18n } = useTranslation(menuKeysNamespace);
  const language = i18n.language;
  return useMemo(() => {
    const textIn = (lng: string) => (key: string) => {
      // getResource walks the block by the key's dots; a key that names a group (or nothing) is no text.
      const text: unknown = i18n.getResource(lng, menuKeysNamespace, key);
      return typeof text === 'string' && text !== '' ? text : undefined;
    };
    return { inPageLanguage: textIn(language), inEnglish: textIn('en') };
  }, [i18n, language]);
}
