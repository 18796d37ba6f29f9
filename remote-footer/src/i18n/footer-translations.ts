import { registerNamespace } from '@site-chrome/runtime';
import english from './locales/en.json';

export const footerNamespace = 'footer';

registerNamespace(footerNamespace, {
  en: english,
  // A template import, fetched only when that language is chosen. Named like the footer's other namespaces
  // (panels, legal), so webpack puts a language's three files in one chunk: one request when a reader picks it
  // (the footer needs all three), and one entry per language in the remote entry's chunk map instead of three,
  // which every page downloads (issue 10's 10 KB budget; it paid for Vietnamese and Russian). English is
  // bundled above and never fetched, so it has no chunk.
  load: (language) =>
    import(
      /* webpackChunkName: "footer-i18n-[request]", webpackExclude: /\/en\.json$/ */ `./locales/${language}.json`
    ),
});
