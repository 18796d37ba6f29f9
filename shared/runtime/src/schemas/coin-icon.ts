import { iconUrl } from '../images/icon-url';

/**
 * Where coin icons live when the server names a coin but sends no icon (the fiat icons sit beside them),
 * through the one image helper (quality 75, day number).
 */
export function coinIconUrl(currency: string): string {
  return iconUrl(`/images/coin_icon/64/${encodeURIComponent(currency.toLowerCase())}.png`);
}

/** Splits "BTC_USDT" (or "BTC_USDT_20250926") into its two currencies; missing parts are ''. */
export function splitPairName(name: string): { curr_a: string; curr_b: string } {
  const [currencyA = '', currencyB = ''] = name.split('_');
  return { curr_a: currencyA, curr_b: currencyB };
}
