import type { SiteDefinition } from '@site-chrome/rules/sites';

/** The pair the server's menu links the trade entry to; each sub-site swaps in its own (footer spec §2). */
const defaultTradePath = /^\/trade\/BTC_USDT(?=$|[?#])/;

/** Coins the Turkish footer converts to lira, each as `/converter/{coin}/{coin}-to-try` (footer spec §2). */
const turkishConverterCoins = ['btc', 'eth', 'usdt'] as const;

/**
 * The per-sub-site and per-language paths of footer spec §2, applied to the server's menu so that one menu
 * serves every sub-site: the trade pair (BTC_USDC in the EU, BTC_JPY in Japan), `/articlelist/ann` for Hong
 * Kong, `/referral` for the EU and `/p2p/merchant` in Chinese. A path with none of these comes back as is.
 */
export function regionalFooterPath(path: string, site: SiteDefinition, language: string): string {
  if (defaultTradePath.test(path)) return path.replace(defaultTradePath, `/trade/${site.footerTradePair}`);
  if (path === '/announcements' && site.key === 'hk') return '/articlelist/ann';
  if (path === '/referral/affiliate' && site.key === 'eu') return '/referral';
  if (path === '/c2c/merchant' && language.toLowerCase().startsWith('zh')) return '/p2p/merchant';
  return path;
}

/** Turkey's converter entries: one per coin to lira, in place of the general converter (footer spec §2). */
export function turkishConverterLinks(): { text: string; path: string }[] {
  return turkishConverterCoins.map((coin) => ({
    text: `${coin.toUpperCase()}/TRY`,
    path: `/converter/${coin}/${coin}-to-try`,
  }));
}
