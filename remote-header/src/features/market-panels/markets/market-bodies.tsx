import {
  useDeliveryContracts,
  useFuturesContracts,
  useOptionsUnderlyings,
  usePilotTokens,
  usePreMarketCurrencies,
  useSpotMarkets,
} from '@site-chrome/data/market-lists';
import { useContext } from 'react';
import { VirtualMarketList } from '../market-list/virtual-market-list';
import { MarketSubTabs } from '../market-sub-tabs';
import { ShownContext } from '../panel-showing';
import type { MarketTabView } from '../market-tabs';
import type { MarketRow } from '@site-chrome/data/search-catalogue';
import {
  deliveryRows,
  futuresRowsBySettle,
  optionsRows,
  pilotRows,
  preMarketRowsByGroup,
  spotRowsByQuote,
} from './market-groups';

/** Header spec section 9: market rows are 58 px, with 10 placeholder rows while loading. */
const marketRowHeight = 58;
const marketPlaceholderRows = 10;

export interface MarketBodyProps {
  view: MarketTabView;
  viewAllPath: string;
}

function MarketList({
  view,
  viewAllPath,
  rows,
}: MarketBodyProps & { rows: readonly MarketRow[] | undefined }) {
  return (
    <VirtualMarketList
      label={view.title}
      rows={rows}
      rowHeight={marketRowHeight}
      placeholderCount={marketPlaceholderRows}
      viewAllPath={viewAllPath}
    />
  );
}

// Each body mounts only while its panel is shown, so each list is fetched the first time its panel is
// triggered, and the futures list polls (every 10 minutes) only while a futures panel is on screen.

export function SpotBody(props: MarketBodyProps) {
  const { data } = useSpotMarkets();
  const groups = data === undefined ? undefined : spotRowsByQuote(data);
  return (
    <MarketSubTabs view={props.view}>
      {(quote) => (
        <MarketList {...props} rows={groups === undefined ? undefined : (groups.get(quote) ?? [])} />
      )}
    </MarketSubTabs>
  );
}

/** Fetched only once its tab is chosen: deduplicated for 30 s, never polled (header spec section 7). */
function DeliveryList(props: MarketBodyProps) {
  const { data } = useDeliveryContracts({ open: true });
  return <MarketList {...props} rows={data === undefined ? undefined : deliveryRows(data)} />;
}

export function FuturesBody(props: MarketBodyProps) {
  // Polled only while on screen (header spec section 7): a hidden panel keeps its data but stops polling.
  const { data } = useFuturesContracts({ poll: useContext(ShownContext) });
  const groups = data === undefined ? undefined : futuresRowsBySettle(data);
  return (
    <MarketSubTabs view={props.view}>
      {(subMarket) =>
        subMarket === 'Delivery' ? (
          <DeliveryList {...props} />
        ) : (
          <MarketList {...props} rows={groups === undefined ? undefined : (groups.get(subMarket) ?? [])} />
        )
      }
    </MarketSubTabs>
  );
}

function OptionsList({ market, ...props }: MarketBodyProps & { market: string }) {
  const { data } = useOptionsUnderlyings(market === '' ? {} : { market });
  // The answer holds the one market asked for, under its key.
  const list = data === undefined ? undefined : (Object.values(data)[0] ?? []);
  return <MarketList {...props} rows={list === undefined ? undefined : optionsRows(list)} />;
}

export function OptionsBody(props: MarketBodyProps) {
  return (
    <MarketSubTabs view={props.view}>{(market) => <OptionsList {...props} market={market} />}</MarketSubTabs>
  );
}

export function PreMarketBody(props: MarketBodyProps) {
  const { data } = usePreMarketCurrencies();
  const groups = data === undefined ? undefined : preMarketRowsByGroup(data);
  return (
    <MarketSubTabs view={props.view}>
      {(group) => (
        <MarketList {...props} rows={groups === undefined ? undefined : (groups.get(group) ?? [])} />
      )}
    </MarketSubTabs>
  );
}

export function PilotBody(props: MarketBodyProps) {
  const { data } = usePilotTokens();
  return (
    <MarketSubTabs view={props.view}>
      {() => <MarketList {...props} rows={data === undefined ? undefined : pilotRows(data)} />}
    </MarketSubTabs>
  );
}
