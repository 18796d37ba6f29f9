import { registerNamespace } from '@site-chrome/runtime';
import english from './locales/en.json';

export const panelsNamespace = 'header-panels';

// Registered by each panel's chunk when it loads, so the bar's first render carries none of these strings.
registerNamespace(panelsNamespace, {
  en: english,
  load: (language) => import(`./locales/${language}.json`),
});
