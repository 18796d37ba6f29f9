import { registerNamespace } from '@site-chrome/runtime';
import english from './locales/en.json';

export const legalNamespace = 'footer-legal';

// Registered by the regulatory text's chunk when it loads: the statements of all eleven sub-sites stay out
// of the footer's first-render JavaScript (issue 10: at most 10 KB gzip), which needs only its own site's.
registerNamespace(legalNamespace, {
  en: english,
  // One chunk per language with the footer's other namespaces (remote-footer/src/i18n/footer-translations.ts).
  load: (language) =>
    import(
      /* webpackChunkName: "footer-i18n-[request]", webpackExclude: /\/en\.json$/ */ `./locales/${language}.json`
    ),
});
