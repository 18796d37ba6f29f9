import { registerNamespace } from '@site-chrome/runtime';
import english from './locales/en.json';

export const searchNamespace = 'search';

registerNamespace(searchNamespace, {
  en: english,
  // A template import: webpack emits one chunk per locale file and fetches it only when that language is chosen.
  load: (language) => import(/* webpackChunkName: "i18n-search-[request]" */ `./locales/${language}.json`),
});
