import { chromeStore } from '../store/chrome-store';
import { resolveSite } from '../store/resolve-site';
import { type Language } from './languages';
import { languageUrl } from '@site-chrome/rules/sites';

/** Where the browser goes for a language URL. An object so tests (jsdom cannot navigate) can replace `go`. */
export const languageNavigation = {
  go: (url: string): void => window.location.assign(url),
};

/**
 * Switches the page to a language the reader chose (header spec section 4, footer spec section 4): the store
 * takes it (and writes the rise-colour default when the reader has none), then the host's
 * `onLanguageChange` switches in place or, without one, the browser goes to the same page in that language.
 * The header's Language and region dialog and the footer's chooser both end here.
 */
export function switchLanguage(language: Language, onLanguageChange?: (language: Language) => void): void {
  const { site, path, setLanguage } = chromeStore.getState();
  setLanguage(language);
  if (onLanguageChange) {
    onLanguageChange(language);
    return;
  }
  const { search, hash } = window.location;
  languageNavigation.go(languageUrl(resolveSite(site), language, path, { search, hash }));
}
