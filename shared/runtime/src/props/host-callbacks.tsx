import { createContext, useContext } from 'react';
import { logWarningOnce } from '../logging/logger';
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

// null outside a provider, so a component rendered outside its exposed component's tree is noticed.
const HostCallbacksContext = createContext<HostCallbacks | null>(null);

// What a component outside the provider works with: no callbacks, and the props' default fiat change.
const outsideProvider: HostCallbacks = { fiatChange: 'reload' };

/**
 * A remote's top component provides its validated props once; the button, dialog or panel that calls the
 * host reads them with `useHostCallbacks()`, however deep and in whichever lazy chunk it is, instead of
 * every component on the way passing them down.
 */
export const HostCallbacksProvider = HostCallbacksContext.Provider;

/** The callbacks of the nearest provider, or null outside one (for hooks that must not work without it). */
export function useHostCallbacksOrNull(): HostCallbacks | null {
  return useContext(HostCallbacksContext);
}

/**
 * The header spec's "header context used outside its provider logs a warning": the component still works
 * (no callbacks, fiat changes reload the page), and the developer who rendered it outside the tree is told
 * once which provider is missing and how to add it.
 */
export function useHostCallbacks(): HostCallbacks {
  const callbacks = useContext(HostCallbacksContext);
  if (callbacks !== null) return callbacks;
  logWarningOnce(
    'useHostCallbacks-outside-provider',
    'useHostCallbacks',
    "must be used within a HostCallbacksProvider; the host's callbacks (onLogin, onFiatChange, ...) will not " +
      'be called. Render the component inside a module made with defineExposedComponent, or wrap it in ' +
      '<HostCallbacksProvider value={props}>.',
  );
  return outsideProvider;
}
