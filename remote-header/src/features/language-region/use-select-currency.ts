import { isDoNotSwitchToFiatPriceOn } from '@site-chrome/rules/settings';
import { chromeStore, finishFiatChange, useChromeStore, useHostCallbacksOrNull } from '@site-chrome/runtime';

/** The page's fiat and the two ways a reader changes it (header spec section 4, the Exchange rate tab). */
export interface SelectedCurrency {
  /** The fiat prices are shown in; '' for each market's quote currency. */
  fiat: string;
  /** The "Don't switch to fiat price" toggle as the reader left it. */
  doNotSwitchToFiatPrice: boolean;
  /** Stores the fiat (`curr_fiat`), opens the currency-rate mode, tells the host, reloads unless `live`. */
  selectCurrency: (fiat: string) => void;
  /** The toggle: USD when on, '' when off; then the host is told and the page reloads unless `live`. */
  setDoNotSwitchToFiatPrice: (isOn: boolean) => void;
}

/**
 * The currency hook of the header spec (section 8: "'useSelectCurrency must be used within a CurrencyProvider'
 * is thrown on misuse"). What provides the currency here is an exposed component: it puts the host's `fiat`
 * prop in the store and hands its `onFiatChange` and `fiatChange` down (HostCallbacksProvider). Outside one,
 * a choice would reach no host and reload the page whatever the host asked, so this throws, with the spec's
 * words and how to fix it, instead of working half. Here, not in the runtime: the runtime ships whole to every
 * page, and only the Exchange rate tab's lazy chunk needs this.
 */
export function useSelectCurrency(): SelectedCurrency {
  const host = useHostCallbacksOrNull();
  const fiat = useChromeStore((state) => state.fiat);
  const floatRateMode = useChromeStore((state) => state.floatRateMode);
  const chooseFiat = useChromeStore((state) => state.chooseFiat);
  const setDoNotSwitch = useChromeStore((state) => state.setDoNotSwitchToFiatPrice);
  if (host === null) {
    throw new Error(
      '[site-chrome] useSelectCurrency must be used within a CurrencyProvider: the fiat comes from the ' +
        "host's fiat prop and a choice goes to its onFiatChange, which only an exposed component provides. " +
        'Render the component inside a module made with defineExposedComponent, or wrap it in ' +
        '<HostCallbacksProvider value={props}>.',
    );
  }
  return {
    fiat,
    // The stored float-rate mode, so the switch reads as the reader left it (not guessed from the fiat code).
    doNotSwitchToFiatPrice: isDoNotSwitchToFiatPriceOn(floatRateMode, fiat),
    selectCurrency: (chosen) => {
      chooseFiat(chosen);
      finishFiatChange(chosen, host);
    },
    setDoNotSwitchToFiatPrice: (isOn) => {
      setDoNotSwitch(isOn);
      finishFiatChange(chromeStore.getState().fiat, host);
    },
  };
}
