/**
 * What the page does once the reader has chosen a fiat (footer spec section 4): by default it reloads, as the
 * spec says, so the server renders every price and balance of the product page in the new currency.
 * `live` leaves the page in place; the chrome follows the store at once and the host re-prices its own
 * content from `onFiatChange`.
 */
export type FiatChangeMode = 'reload' | 'live';

/** The page reload a `reload` choice asks for. An object so tests (jsdom cannot navigate) can replace it. */
export const pageReload = {
  reload: (): void => window.location.reload(),
};

export interface FiatChangeOptions {
  onFiatChange?: (fiat: string) => void;
  fiatChange: FiatChangeMode;
}

/**
 * Tells the host about a fiat the store has just taken (the cookie is already written), then reloads the
 * page unless the host asked for `live`. The host hears first, so its analytics see the choice.
 */
export function finishFiatChange(fiat: string, { onFiatChange, fiatChange }: FiatChangeOptions): void {
  onFiatChange?.(fiat);
  if (fiatChange === 'reload') pageReload.reload();
}
