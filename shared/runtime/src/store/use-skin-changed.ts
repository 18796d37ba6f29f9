import { useChromeStore } from './chrome-store';

/**
 * For the host: whether the reader has picked the theme in the chrome on this page (header spec section 4:
 * "Theme toggles dark/light and sets a flag that the skin was changed"). A theme the host passes does not
 * count. What a host does with it: stop following its own default (the system's colour scheme, a campaign
 * theme) once the reader chose, and keep the choice (docs/decisions/settings.md). The page's one store, so
 * a host reads what the header's Theme button did. A page without React hears the same moment through
 * `onThemeChange`, which only the reader's choice calls.
 */
export function useSkinChanged(): boolean {
  return useChromeStore((state) => state.skinChanged);
}
