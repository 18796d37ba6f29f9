import { resolveChangeWindow, availableChangeWindows, resolveRiseColour } from '@site-chrome/rules/settings';
import type { ChangeWindow, RiseColour } from '@site-chrome/rules/settings';
import { resolveSite } from './resolve-site';
import type { ChromeState } from './chrome-store-types';
import { useChromeStore } from './chrome-store';
import { useClientRender } from '../ui/use-client-render';

export interface MarketDisplay {
  riseColour: RiseColour;
  changeWindow: ChangeWindow;
  /** The windows the settings panel may offer (only 24h where the sub-site forces it). */
  changeWindowOptions: readonly ChangeWindow[];
  /** False where the sub-site forces the colour, so the panel hides the choice. */
  canChooseRiseColour: boolean;
}

/** What the market display shows: the sub-site's constraint, else the user's choice, else the language default. */
export function selectMarketDisplay(
  state: Pick<ChromeState, 'site' | 'language' | 'storedRiseColour' | 'storedChangeWindow'>,
): MarketDisplay {
  const constraints = resolveSite(state.site).marketDisplay;
  return {
    riseColour: resolveRiseColour({
      storedValue: state.storedRiseColour,
      language: state.language,
      constraints,
    }),
    changeWindow: resolveChangeWindow(state.storedChangeWindow, constraints),
    changeWindowOptions: availableChangeWindows(constraints),
    canChooseRiseColour: constraints.forcedRiseColour === null,
  };
}

export function useMarketDisplay(): MarketDisplay {
  // The reader's stored choices are browser cookies the server never sees: they apply right after hydration.
  const client = useClientRender();
  const site = useChromeStore((state) => state.site);
  const language = useChromeStore((state) => state.language);
  const storedRiseColour = useChromeStore((state) => (client ? state.storedRiseColour : undefined));
  const storedChangeWindow = useChromeStore((state) => (client ? state.storedChangeWindow : undefined));
  return selectMarketDisplay({ site, language, storedRiseColour, storedChangeWindow });
}
