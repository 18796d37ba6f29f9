import { registerNamespace } from '@site-chrome/runtime';
import english from './locales/en.json';

/**
 * The texts we ship for the translation keys the server menu names (`title_key`, `desc_key`), under the
 * server's key as it is ("nav.learn"). A namespace of their own: a server key can never read one of our
 * strings, and the announcement bar, which takes the header namespace, does not carry the menu's words.
 */
export const menuKeysNamespace = 'header-menu-keys';

// Registered with the navigation, which the bar's first render draws: every later language is fetched with
// the others (before hydration, and on the server for each fragment's language).
registerNamespace(menuKeysNamespace, {
  en: english,
  load: (language) => import(`./locales/${language}.json`),
});
