/*
 * Product families of the server menu, by item `code`. A sub-site or a regulatory limit hides whole
 * families (header spec section 6: "many items are hidden for ..."); the codes are the server menu's
 * contract, the same in every language. A hidden group code hides the group with its children.
 */

export const menuFamilies = {
  /** Leveraged and derivative products: futures, options, margin, and what trades them for the user. */
  derivatives: [
    'futures',
    'usdt_futures',
    'options',
    'unified',
    'futures_guide',
    'competition',
    'margin',
    'copy_trading',
    'bots',
  ],
  /** Token sales and distributions of new tokens. */
  tokenLaunches: ['launch', 'candy_drop', 'launchpool', 'hodler_airdrop', 'launchpad', 'bountydrop'],
  /** Unlisted on-chain tokens traded through the exchange. */
  onChainTokens: ['web3', 'alpha', 'pre_market', 'pilot'],
  /** Tokenised shares (securities in most jurisdictions). */
  tokenisedStocks: ['xstocks', 'ondo'],
  /** Lending and structured yield, where the user lends or takes a structured risk. */
  lendingAndStructured: ['crypto_loan', 'lending', 'dual'],
} as const satisfies Record<string, readonly string[]>;

export type MenuFamily = keyof typeof menuFamilies;

/** Every code of the given families, once. */
export function menuCodesOf(families: readonly MenuFamily[]): string[] {
  return [...new Set(families.flatMap((family) => menuFamilies[family]))];
}
