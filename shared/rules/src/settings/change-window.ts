import { readCookie } from './cookie-store';
import type { CookieJar } from './cookie-store';
import {
  changeWindows,
  parseChangeWindow,
  settingsCookieNames,
  unconstrainedMarketDisplay,
} from './settings-values';
import type { ChangeWindow, MarketDisplayConstraints } from './settings-values';

/** The window to render: the sub-site's forced window, else the stored choice, else the rolling 24 h. */
export function resolveChangeWindow(
  storedValue: string | undefined,
  constraints: MarketDisplayConstraints = unconstrainedMarketDisplay,
): ChangeWindow {
  return constraints.forcedChangeWindow ?? parseChangeWindow(storedValue) ?? '24h';
}

/** Options the settings panel offers; a forced window (the US) leaves only that one, hiding the UTC options. */
export function availableChangeWindows(
  constraints: MarketDisplayConstraints = unconstrainedMarketDisplay,
): readonly ChangeWindow[] {
  return constraints.forcedChangeWindow === null ? changeWindows : [constraints.forcedChangeWindow];
}

/** The market list calls' `timezone` query value: blank for the rolling 24 h (the server default) or when unset. */
export function futuresTimezoneQuery(changeWindow: ChangeWindow | null | undefined): '' | 'utc0' | 'utc8' {
  if (changeWindow === 'utc0' || changeWindow === 'utc8') return changeWindow;
  return '';
}

/** Reads the `change_reftime` cookie and turns it into the `timezone` query value, honouring sub-site constraints. */
export function readFuturesTimezoneQuery(
  constraints: MarketDisplayConstraints = unconstrainedMarketDisplay,
  jar?: CookieJar,
): '' | 'utc0' | 'utc8' {
  const stored = readCookie(settingsCookieNames.changeWindow, jar);
  return futuresTimezoneQuery(resolveChangeWindow(stored, constraints));
}
