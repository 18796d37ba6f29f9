import {
  isSupportedLanguage,
  useChromeStore,
  useHostCallbacks,
  useSite,
  type Language,
  switchLanguage,
} from '@site-chrome/runtime';
import { shouldOpenTurkeyModal } from '@site-chrome/rules/settings';
import { useState } from 'react';

export interface LanguageChoiceCallbacks {
  /** Called once the choice is applied (the dialog closes). */
  onDone: () => void;
}

/**
 * Choosing a language (header spec section 4): Turkish on another sub-site asks first (the Turkey modal);
 * otherwise the store switches (which writes the rise-colour default when the reader has none) and the
 * host is told, or the browser goes to the language URL. The host's `onLanguageChange` switches language itself
 * (without it the browser goes to the language URL); its `onSiteChange` takes the reader to another sub-site
 * (the Turkish one), and without it that option is not offered.
 */
export function useLanguageChoice({ onDone }: LanguageChoiceCallbacks) {
  const { onLanguageChange, onSiteChange } = useHostCallbacks();
  const site = useSite();
  const path = useChromeStore((state) => state.path);
  const current = useChromeStore((state) => state.language);
  const [askingTurkey, setAskingTurkey] = useState(false);

  const apply = (language: Language) => {
    setAskingTurkey(false);
    onDone();
    switchLanguage(language, onLanguageChange);
  };

  const choose = (language: string) => {
    if (!isSupportedLanguage(language) || language === current) {
      if (language === current) onDone();
      return;
    }
    if (shouldOpenTurkeyModal({ chosenLanguage: language, currentSiteKey: site.key })) setAskingTurkey(true);
    else apply(language);
  };

  const goToTurkishSite = onSiteChange
    ? () => {
        setAskingTurkey(false);
        onDone();
        onSiteChange({ site: 'tr', path });
      }
    : undefined;

  return { current, choose, apply, askingTurkey, setAskingTurkey, goToTurkishSite };
}
