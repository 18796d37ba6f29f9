/** Fiat icons (header spec section 7), drawn at 20 px. */
export const fiatIconUrl = (fiat: string) => `/images/coin_icon/fiat/${encodeURIComponent(fiat)}2x.png`;
