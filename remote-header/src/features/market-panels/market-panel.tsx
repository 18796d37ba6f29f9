import { useTranslation } from '@site-chrome/runtime';
import { useMenuTabs } from '@site-chrome/data/market-lists';
import { useId, type ComponentType } from 'react';
import { AlphaBody } from './alpha/alpha-list';
import { panelsNamespace } from '../../i18n/panels/panel-translations';
import type { MarketKey } from './market-keys';
import { marketTabView } from './market-tabs';
import { MarketHeading, MarketSection } from './market-panel-frame';
import {
  FuturesBody,
  OptionsBody,
  PilotBody,
  PreMarketBody,
  SpotBody,
  type MarketBodyProps,
} from './markets/market-bodies';

const bodies: Readonly<Record<MarketKey, ComponentType<MarketBodyProps>>> = {
  trade: SpotBody,
  futures: FuturesBody,
  preMarket: PreMarketBody,
  pilot: PilotBody,
  options: OptionsBody,
  memebox: AlphaBody,
};

/** Where each list's "View All" leads (before the language prefix). */
const viewAllPaths: Readonly<Record<MarketKey, string>> = {
  trade: '/price',
  futures: '/futures_center',
  preMarket: '/pre-market',
  pilot: '/pilot',
  options: '/options/BTC_USDT',
  memebox: '/alpha',
};

export interface MarketPanelProps {
  market: MarketKey;
}

/**
 * The extra market panel beside the Trade and Futures dropdowns (header spec section 4): the market's
 * tab from `/apiw/v2/common/tabs` (title and sub-tabs), and its list. Keyed by market by its caller, so
 * moving to another market starts on that market's first sub-tab.
 */
function MarketPanel({ market }: MarketPanelProps) {
  const { t } = useTranslation(panelsNamespace, { keyPrefix: 'markets' });
  const { data: tabs } = useMenuTabs();
  const headingId = useId();
  const view = marketTabView(market, tabs, t);
  const Body = bodies[market];
  return (
    <MarketSection aria-labelledby={headingId} $wide={market === 'memebox'} data-market={market}>
      <MarketHeading id={headingId}>{view.title}</MarketHeading>
      <Body view={view} viewAllPath={viewAllPaths[market]} />
    </MarketSection>
  );
}

/** The chunk's entry point: a plain function, so the lazily loaded component keeps a stable identity. */
export function renderMarketPanel(props: MarketPanelProps) {
  return <MarketPanel key={props.market} {...props} />;
}
