import { readCookie, writeCookie } from './cookie-store';
import type { CookieJar } from './cookie-store';
import { parseRiseColour, settingsCookieNames, unconstrainedMarketDisplay } from './settings-values';
import type { MarketDisplayConstraints, RiseColour } from './settings-values';

/** The rise-colour cookie is a lasting preference, so it lives as long as the fiat cookie. */
const riseColourCookieMaxAgeSeconds = 31_536_000;

function isChinese(language: string): boolean {
  const normalized = language.trim().toLowerCase();
  return normalized === 'zh' || normalized.startsWith('zh-');
}

/** Chinese readers expect red for a rise (both simplified and traditional); everyone else green. */
export function defaultRiseColourForLanguage(language: string): RiseColour {
  return isChinese(language) ? 'risered' : 'risegreen';
}

export interface RiseColourInput {
  /** Raw cookie or store value; anything unrecognised is ignored. */
  storedValue: string | undefined;
  language: string;
  /** Sub-site constraints. Default: none. */
  constraints?: MarketDisplayConstraints;
}

/** The colour to render: the sub-site's forced colour, else the stored choice, else the language default. */
export function resolveRiseColour({
  storedValue,
  language,
  constraints = unconstrainedMarketDisplay,
}: RiseColourInput): RiseColour {
  return (
    constraints.forcedRiseColour ?? parseRiseColour(storedValue) ?? defaultRiseColourForLanguage(language)
  );
}

/** What to write to `market_rise_color` after a language change: nothing (`null`) once the user has a cookie. */
export function riseColourToStoreOnLanguageChange(
  language: string,
  existingCookieValue: string | undefined,
): RiseColour | null {
  if (existingCookieValue !== undefined && existingCookieValue !== '') return null;
  return defaultRiseColourForLanguage(language);
}

/** Applies the language-change rule to the real cookie; returns the value written, or `null` if it was already set. */
export function applyRiseColourDefaultOnLanguageChange(language: string, jar?: CookieJar): RiseColour | null {
  const existing = readCookie(settingsCookieNames.riseColour, jar);
  const toStore = riseColourToStoreOnLanguageChange(language, existing);
  if (toStore !== null) {
    writeCookie(
      settingsCookieNames.riseColour,
      toStore,
      { maxAgeSeconds: riseColourCookieMaxAgeSeconds },
      jar,
    );
  }
  return toStore;
}
