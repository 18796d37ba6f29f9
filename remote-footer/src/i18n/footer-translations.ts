import { registerNamespace } from '@site-chrome/runtime';
import english from './locales/en.json';

export const footerNamespace = 'footer';

registerNamespace(footerNamespace, {
  en: english,
  // A template import: webpack emits one chunk per locale file and fetches it only when that language is chosen.
  // Unnamed: a chunk name costs every page bytes in the remote entry's chunk map (issue 10's 10 KB budget).
  load: (language) => import(`./locales/${language}.json`),
});
