import { registerNamespace } from '@site-chrome/runtime';
import english from './locales/en.json';

export const panelsNamespace = 'footer-panels';

// Registered by the chunks that need it (the language and currency choosers, the download dialog), so their
// words stay out of the footer's first-render JavaScript (issue 10: at most 10 KB gzip).
registerNamespace(panelsNamespace, {
  en: english,
  // One chunk per language with the footer's other namespaces (footer-translations.ts says why).
  load: (language) =>
    import(
      /* webpackChunkName: "footer-i18n-[request]", webpackExclude: /\/en\.json$/ */ `./locales/${language}.json`
    ),
});
