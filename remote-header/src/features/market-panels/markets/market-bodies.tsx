import { useTranslation } from '@site-chrome/runtime';
import {
  useDeliveryContracts,
  useFuturesContracts,
  useOptionsUnderlyings,
  usePilotTokens,
  usePreMarketCurrencies,
  useSpotMarkets,
} from '@site-chrome/data/market-lists';
import {
  filterOptionsRows,
  filterPairRows,
  filterPilotRows,
  filterPreMarketRows,
} from '@site-chrome/rules/search';
import { useContext, useMemo } from 'react';
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
import { useListSearch } from './use-list-search';

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

/**
 * Each sub-tab's rows filtered by the panel's search (the pair or the full name). A blank search gives the
 * groups as they came, and the filtered groups are kept while neither changes, so the list's rows stay
 * the same arrays between renders.
 */
function useSearchedGroups(
  groups: ReadonlyMap<string, readonly MarketRow[]> | undefined,
  query: string,
): ReadonlyMap<string, readonly MarketRow[]> | undefined {
  return useMemo(
    () =>
      groups === undefined || isBlank(query)
        ? groups
        : new Map([...groups].map(([key, rows]) => [key, filterPairRows(rows, query)])),
    [groups, query],
  );
}

export function SpotBody(props: MarketBodyProps) {
  const { t } = useTranslation(panelsNamespace, { keyPrefix: 'markets' });
  const search = useListSearch();
  const { data } = useSpotMarkets();
  const category = useSpotCategory(data);
  const groups = useSearchedGroups(
    category.markets === undefined ? undefined : spotRowsByQuote(category.markets),
    search.query,
  );
  return (
    <>
      <SpotCategoryChoice {...category} />
      <ListSearchField search={search} market={props.view.title} placeholder={t('listSearch.pair')} />
      <MarketSubTabs view={props.view}>
        {(quote) => (
          <MarketList {...props} rows={groups === undefined ? undefined : (groups.get(quote) ?? [])} />
        )}
      </MarketSubTabs>
    </>
  );
}

/** Fetched only once its tab is chosen: deduplicated for 30 s, never polled (header spec section 7). */
function DeliveryList({ query, ...props }: MarketBodyProps & { query: string }) {
  const { data } = useDeliveryContracts({ open: true });
  const rows = useMemo(() => {
    const all = data === undefined ? undefined : deliveryRows(data);
    return all === undefined || isBlank(query) ? all : filterPairRows(all, query);
  }, [data, query]);
  return <MarketList {...props} rows={rows} />;
}

/** One search box above the sub-tabs: it filters the perpetuals of each settle and the delivery contracts. */
export function FuturesBody(props: MarketBodyProps) {
  const { t } = useTranslation(panelsNamespace, { keyPrefix: 'markets' });
  const search = useListSearch();
  // Polled only while on screen (header spec section 7): a hidden panel keeps its data but stops polling.
  const { data } = useFuturesContracts({ poll: useContext(ShownContext) });
  const groups = useSearchedGroups(data === undefined ? undefined : futuresRowsBySettle(data), search.query);
  return (
    <>
      <ListSearchField search={search} market={props.view.title} placeholder={t('listSearch.pair')} />
      <MarketSubTabs view={props.view}>
        {(subMarket) =>
          subMarket === 'Delivery' ? (
            <DeliveryList {...props} query={search.query} />
          ) : (
            <MarketList {...props} rows={groups === undefined ? undefined : (groups.get(subMarket) ?? [])} />
          )
        }
      </MarketSubTabs>
    </>
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
  const search = useListSearch();
  return (
    <>
      <ListSearchField search={search} market={props.view.title} placeholder={t('listSearch.pair')} />
      <MarketSubTabs view={props.view}>
        {(market) => <OptionsList {...props} market={market} query={search.query} />}
      </MarketSubTabs>
    </>
  );
}

export function PreMarketBody(props: MarketBodyProps) {
  const { t } = useTranslation(panelsNamespace, { keyPrefix: 'markets' });
  const search = useListSearch();
  const { query } = search;
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
      <ListSearchField search={search} market={props.view.title} placeholder={t('listSearch.preMarket')} />
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
  const search = useListSearch();
  const { query } = search;
  const { data } = usePilotTokens();
  // Header spec section 5: pilot search matches show_pair or the address.
  const matching = useMemo(
    () => (data === undefined || isBlank(query) ? data : filterPilotRows(data, query)),
    [data, query],
  );
  return (
    <>
      <ListSearchField search={search} market={props.view.title} placeholder={t('alpha.search')} />
      <MarketSubTabs view={props.view}>
        {() => <MarketList {...props} rows={matching === undefined ? undefined : pilotRows(matching)} />}
      </MarketSubTabs>
    </>
  );
}
