import type { MenuTab } from '@site-chrome/data/market-lists';
import type { MarketKey } from './market-keys';

interface MarketSubTab {
  /** The sub-market key: a quote currency (USDT), a settle or "Delivery", a pre-market group, hot or new. */
  market: string;
  title: string;
}

/** A side-menu choice the server names for a market: the rows' category `value`, its `title` to show. */
interface MarketTabOption {
  value: string;
  title: string;
}

export interface MarketTabView {
  title: string;
  subTabs: MarketSubTab[];
  /** The server's side-menu choices for the market, in its order; empty when it sends none. */
  options: MarketTabOption[];
}

/**
 * What each market shows when `/apiw/v2/common/tabs` has not answered, failed, or left the market out:
 * the same sub-tabs the server sends today, so a panel never opens empty for want of its tab list.
 */
const defaultSubMarkets: Readonly<Record<MarketKey, readonly string[]>> = {
  trade: ['USDT', 'USDC', 'BTC', 'ETH'],
  futures: ['USDT', 'BTC', 'Delivery'],
  preMarket: ['premint', 'pre_market'],
  pilot: [],
  options: ['OPTIONS_CHAIN'],
  memebox: ['hot', 'new'],
};

type Translate = (key: string, options?: { defaultValue: string }) => string;

/**
 * The tab of one market: the server's title, sub-tabs and side-menu options when it sends them (text in the
 * page language), else ours, translated, and no options. Sub-tabs and options without a title are named from
 * their key.
 */
export function marketTabView(
  market: MarketKey,
  serverTabs: readonly MenuTab[] | undefined,
  t: Translate,
): MarketTabView {
  const fromServer = serverTabs?.find((tab) => tab.market === market);
  const translatedSubTitle = (subMarket: string) =>
    t(`subTabs.${market}.${subMarket}`, { defaultValue: subMarket });
  if (fromServer) {
    return {
      title: fromServer.title || t(`tabs.${market}`),
      subTabs: fromServer.sub.map((sub) => ({
        market: sub.market,
        title: sub.title || translatedSubTitle(sub.market),
      })),
      options: fromServer.options.map((option) => ({
        value: option.value,
        title: option.title || option.value,
      })),
    };
  }
  return {
    title: t(`tabs.${market}`),
    subTabs: defaultSubMarkets[market].map((subMarket) => ({
      market: subMarket,
      title: translatedSubTitle(subMarket),
    })),
    options: [],
  };
}
