import { createContext, useContext } from 'react';
import type { ResolvedChromeProps } from './chrome-props-schema';

/** What the host asked to hear about (the chrome props' callbacks), and how it takes a fiat change. */
export type HostCallbacks = Pick<
  ResolvedChromeProps,
  | 'onLogin'
  | 'onSignup'
  | 'onLogout'
  | 'onThemeChange'
  | 'onLanguageChange'
  | 'onFiatChange'
  | 'fiatChange'
  | 'onSiteChange'
  | 'onRegionalRedirect'
  | 'onTrack'
>;

// Outside a provider the host asked for nothing: no callbacks, and the props' default fiat change.
const HostCallbacksContext = createContext<HostCallbacks>({ fiatChange: 'reload' });

/**
 * A remote's top component provides its validated props once; the button, dialog or panel that calls the
 * host reads them with `useHostCallbacks()`, however deep and in whichever lazy chunk it is, instead of
 * every component on the way passing them down.
 */
export const HostCallbacksProvider = HostCallbacksContext.Provider;

export function useHostCallbacks(): HostCallbacks {
  return useContext(HostCallbacksContext);
}
