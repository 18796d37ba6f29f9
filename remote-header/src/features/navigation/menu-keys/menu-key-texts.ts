import { useTranslation } from '@site-chrome/runtime';
import { useCallback } from 'react';
import { headerNamespace } from '../../../i18n/header-translations';

/**
 * The text we ship in the page language for a translation key a server menu item names (`title_key`,
 * `desc_key`; header spec section 3, "Menu item from server"), or undefined when that language has none.
 */
export type MenuKeyText = (key: string) => string | undefined;

/** No key has a text: the default of `toNavigationEntries`. */
export const noKeyText: MenuKeyText = () => undefined;

/**
 * The header namespace's `serverMenuKeys` block, under the server's key as it is ("nav.learn" is
 * `serverMenuKeys.nav.learn`): a server key can never read one of our own strings. Only the translated
 * languages have the block. English has none: the server's English title and description are the English
 * texts, and 145 strings bundled with the bar's first render that say what the server says would not fit
 * its byte budget. Read in the language of this render's i18next instance (on the server, the fragment's;
 * in the browser, the page's, loaded before hydration), without i18next's English fallback.
 */
export function useMenuKeyText(): MenuKeyText {
  const { i18n } = useTranslation(headerNamespace);
  const language = i18n.language;
  return useCallback(
    (key) => {
      // A key that names a group of the block (or nothing) is no text.
      const text: unknown = i18n.getResource(language, headerNamespace, `serverMenuKeys.${key}`);
      return typeof text === 'string' && text !== '' ? text : undefined;
    },
    [i18n, language],
  );
}
