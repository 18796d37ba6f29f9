import type { SiteDefinition } from '@site-chrome/rules/sites';

/** The pair the server's menu links the trade entry to; each sub-site swaps in its own (footer spec §2). */
const defaultTradePath = /^\/trade\/BTC_USDT(?=$|[?#])/;

/** Coins a sub-site with a converter fiat converts to it, each as `/converter/{coin}/{coin}-to-{fiat}` (footer spec §2). */
const converterCoins = ['btc', 'eth', 'usdt'] as const;

/**
 * The per-sub-site and per-language paths of footer spec §2, applied to the server's menu so that one menu
 * serves every sub-site: the trade pair (BTC_USDC in the EU, BTC_JPY in Japan), the paths the sub-site's row
 * replaces (`/articlelist/ann` for Hong Kong, `/referral` for the EU) and `/p2p/merchant` in Chinese. A path
 * with none of these comes back as is.
 */
export function regionalFooterPath(path: string, site: SiteDefinition, language: string): string {
  if (defaultTradePath.test(path)) return path.replace(defaultTradePath, `/trade/${site.footerTradePair}`);
  const replacement = site.footerPathReplacements[path];
  if (replacement !== undefined) return replacement;
  if (path === '/c2c/merchant' && language.toLowerCase().startsWith('zh')) return '/p2p/merchant';
  return path;
}

/** The converter entries of a sub-site with a converter fiat (Turkey: lira), in place of the general converter (footer spec §2). */
export function fiatConverterLinks(fiat: string): { text: string; path: string }[] {
  return converterCoins.map((coin) => ({
    text: `${coin.toUpperCase()}/${fiat.toUpperCase()}`,
    path: `/converter/${coin}/${coin}-to-${fiat}`,
  }));
}
