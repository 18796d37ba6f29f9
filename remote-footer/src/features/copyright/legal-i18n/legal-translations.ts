import { registerNamespace } from '@site-chrome/runtime';
import english from './locales/en.json';

export const legalNamespace = 'footer-legal';

// Registered by the regulatory text's chunk when it loads: the statements of all eleven sub-sites stay out
// of the footer's first-render JavaScript (issue 10: at most 10 KB gzip), which needs only its own site's.
registerNamespace(legalNamespace, {
  en: english,
  load: (language) => import(`./locales/${language}.json`),
});
