import { useTranslation } from '@site-chrome/runtime';
import {
  useDeliveryContracts,
  useFuturesContracts,
  useOptionsUnderlyings,
  usePilotTokens,
  usePreMarketCurrencies,
  useSpotMarkets,
} from '@site-chrome/data/market-lists';
import { filterOptionsRows, filterPilotRows, filterPreMarketRows } from '@site-chrome/rules/search';
import { useContext, useMemo, useState } from 'react';
import { panelsNamespace } from '../../../i18n/panels/panel-translations';
import { VirtualMarketList } from '../market-list/virtual-market-list';
import { marketPlaceholderRows, marketRowHeight } from '../market-list/row-sizes';
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
import { ListSearchField } from './list-search-field';
import { SpotCategoryChoice, useSpotCategory } from './spot-category';

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

/** A blank search shows the list as it came (the same array, so its rows stay memoised). */
function isBlank(query: string): boolean {
  return query.trim() === '';
}

export function SpotBody(props: MarketBodyProps) {
  const { data } = useSpotMarkets();
  const category = useSpotCategory(data);
  const groups = category.markets === undefined ? undefined : spotRowsByQuote(category.markets);
  return (
    <>
      <SpotCategoryChoice {...category} />
      <MarketSubTabs view={props.view}>
        {(quote) => (
          <MarketList {...props} rows={groups === undefined ? undefined : (groups.get(quote) ?? [])} />
        )}
      </MarketSubTabs>
    </>
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

function OptionsList({ market, query, ...props }: MarketBodyProps & { market: string; query: string }) {
  const { data } = useOptionsUnderlyings(market === '' ? {} : { market });
  // The answer holds the one market asked for, under its key. Header spec section 5: options match the
  // pair with the underscore removed.
  const matching = useMemo(() => {
    const list = data === undefined ? undefined : (Object.values(data)[0] ?? []);
    return list === undefined || isBlank(query) ? list : filterOptionsRows(list, query);
  }, [data, query]);
  return <MarketList {...props} rows={matching === undefined ? undefined : optionsRows(matching)} />;
}

export function OptionsBody(props: MarketBodyProps) {
  const { t } = useTranslation(panelsNamespace, { keyPrefix: 'markets' });
  const [query, setQuery] = useState('');
  return (
    <>
      <ListSearchField
        market={props.view.title}
        placeholder={t('listSearch.pair')}
        value={query}
        onChange={setQuery}
      />
      <MarketSubTabs view={props.view}>
        {(market) => <OptionsList {...props} market={market} query={query} />}
      </MarketSubTabs>
    </>
  );
}

export function PreMarketBody(props: MarketBodyProps) {
  const { t } = useTranslation(panelsNamespace, { keyPrefix: 'markets' });
  const [query, setQuery] = useState('');
  const { data } = usePreMarketCurrencies();
  // Header spec section 5: pre-market search matches the market or the currency.
  const matching = useMemo(
    () =>
      data === undefined || isBlank(query)
        ? data
        : {
            premint: filterPreMarketRows(data.premint, query),
            pre_market: filterPreMarketRows(data.pre_market, query),
          },
    [data, query],
  );
  const groups = matching === undefined ? undefined : preMarketRowsByGroup(matching);
  return (
    <>
      <ListSearchField
        market={props.view.title}
        placeholder={t('listSearch.preMarket')}
        value={query}
        onChange={setQuery}
      />
      <MarketSubTabs view={props.view}>
        {(group) => (
          <MarketList {...props} rows={groups === undefined ? undefined : (groups.get(group) ?? [])} />
        )}
      </MarketSubTabs>
    </>
  );
}

export function PilotBody(props: MarketBodyProps) {
  const { t } = useTranslation(panelsNamespace, { keyPrefix: 'markets' });
  const [query, setQuery] = useState('');
  const { data } = usePilotTokens();
  // Header spec section 5: pilot search matches show_pair or the address.
  const matching = useMemo(
    () => (data === undefined || isBlank(query) ? data : filterPilotRows(data, query)),
    [data, query],
  );
  return (
    <>
      <ListSearchField
        market={props.view.title}
        placeholder={t('alpha.search')}
        value={query}
        onChange={setQuery}
      />
      <MarketSubTabs view={props.view}>
        {() => <MarketList {...props} rows={matching === undefined ? undefined : pilotRows(matching)} />}
      </MarketSubTabs>
    </>
  );
}
