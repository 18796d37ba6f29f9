import { useTranslation } from '@site-chrome/runtime';
import { useMenuTabs } from '@site-chrome/data/market-lists';
import { useId, type ComponentType } from 'react';
import styled from 'styled-components';
import { AlphaBody } from './alpha/alpha-list';
import { panelsNamespace } from '../../i18n/panels/panel-translations';
import type { MarketKey } from './market-keys';
import { marketTabView } from './market-tabs';
import {
  FuturesBody,
  OptionsBody,
  PilotBody,
  PreMarketBody,
  SpotBody,
  type MarketBodyProps,
} from './markets/market-bodies';

const Section = styled.section<{ $wide: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
  box-sizing: border-box;
  width: ${({ $wide }) => ($wide ? '540px' : '420px')};
  max-width: 100%;
  padding-inline-start: ${({ theme }) => theme.space.md};
  border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeMd};
`;

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
    <Section aria-labelledby={headingId} $wide={market === 'memebox'} data-market={market}>
      <Heading id={headingId}>{view.title}</Heading>
      <Body view={view} viewAllPath={viewAllPaths[market]} />
    </Section>
  );
}

/** The chunk's entry point: a plain function, so the lazily loaded component keeps a stable identity. */
export function renderMarketPanel(props: MarketPanelProps) {
  return <MarketPanel key={props.market} {...props} />;
}
