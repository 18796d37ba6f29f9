import { registerNamespace } from '@site-chrome/runtime';
import english from './locales/en.json';

export const headerNamespace = 'header';

registerNamespace(headerNamespace, {
  en: english,
  // A template import: webpack emits one chunk per locale file and fetches it only when that language is chosen.
  load: (language) => import(`./locales/${language}.json`),
});
