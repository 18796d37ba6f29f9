import { coinIconUrl, iconUrl, toSafeLink } from '@site-chrome/runtime/schemas';
import type {
  AlphaToken,
  DeliveryContract,
  FuturesContract,
  OptionsUnderlying,
  PilotToken,
  PreMarketCurrency,
  SpotMarket,
} from '@site-chrome/data/market-lists';
import { shortenAddress } from '@site-chrome/rules/search';

export type MarketRowTag = 'hot' | 'new';

/** One row of a market list, whatever the market: what the row draws and where it leads. */
export interface MarketRow {
  key: string;
  /** The pair as shown ("BTC/USDT"): the row's link is named from it. */
  pair: string;
  fullName: string;
  icon: string;
  /** On-chain tokens (pilot, Alpha): the chain's icon, drawn over the token's. */
  chainIcon: string;
  /** Page path before the language prefix; '' when the row has nowhere safe to go. */
  path: string;
  isST: boolean;
  /** Spot only: last price as the server writes it, and the change in percent over the change window. */
  price: string;
  change: number | undefined;
  tags: readonly MarketRowTag[];
  /** A listing that opens in the future: its opening time in seconds; 0 otherwise. */
  opensAt: number;
  /** On-chain tokens: the contract address shortened 4+4. */
  shortAddress: string;
}

const noTags: readonly MarketRowTag[] = [];
const newTag: readonly MarketRowTag[] = ['new'];
const hotTag: readonly MarketRowTag[] = ['hot'];

function emptyRow(key: string): MarketRow {
  return {
    key,
    pair: '',
    fullName: '',
    icon: '',
    chainIcon: '',
    path: '',
    isST: false,
    price: '',
    change: undefined,
    tags: noTags,
    opensAt: 0,
    shortAddress: '',
  };
}

/** "btc_usdt" -> "BTC/USDT"; a delivery contract "BTC_USDT_20251226" -> "BTC/USDT 20251226". */
export function displayPair(name: string): string {
  const [base = '', quote = '', ...rest] = name.toUpperCase().split('_');
  const pair = quote === '' ? base : `${base}/${quote}`;
  return rest.length > 0 ? `${pair} ${rest.join(' ')}` : pair;
}

const pathSegment = (text: string) => encodeURIComponent(text);

/*
 * Rows are also built from copies restored from storage, which did not come through the schemas this
 * time, so the one safe-link rule is applied again where server values become a row's icon or path.
 * A row's path is in-site (the language prefix goes before it), so an absolute URL is refused too.
 * A server icon goes through the one image helper here, where it becomes a row's (stored copies keep the
 * server's URL, so a copy from yesterday still gets today's day number).
 */
const safeIcon = (icon: string) => iconUrl(toSafeLink(icon));
function sitePath(path: string): string {
  const link = toSafeLink(path);
  return link.startsWith('/') ? link : '';
}

/** "+2.35%" / "-0.80%": signed, two decimals, the sign the colour agrees with (0 counts as rising). */
export function formatChange(change: number): string {
  return `${change >= 0 ? '+' : ''}${change.toFixed(2)}%`;
}

/**
 * New listings (an opening time still to come) first, soonest first; every other row keeps the server's
 * order (header spec section 5).
 */
export function newListingsFirst(rows: readonly MarketRow[]): MarketRow[] {
  const upcoming = rows
    .filter((row) => row.opensAt > 0)
    .sort((first, second) => first.opensAt - second.opensAt);
  return upcoming.length === 0 ? [...rows] : [...upcoming, ...rows.filter((row) => row.opensAt === 0)];
}

const opensLater = (openingTime: number, nowSeconds: number) => (openingTime > nowSeconds ? openingTime : 0);

export function spotRow(market: SpotMarket, nowSeconds: number): MarketRow {
  const opensAt = opensLater(market.opening_time, nowSeconds);
  return {
    ...emptyRow(market.pair),
    pair: market.curr_b === '' ? market.symbol : `${market.symbol}/${market.curr_b.toUpperCase()}`,
    fullName: market.name,
    icon: safeIcon(market.icon) || coinIconUrl(market.curr_a),
    // Header spec section 2: {prefix}/{prefix link}/{pair}; the spot prefix link is the trading page.
    path: `/trade/${pathSegment(market.pair.toUpperCase())}`,
    isST: market.isST,
    price: market.rate,
    change: market.rate_percent,
    tags: opensAt > 0 ? newTag : noTags,
    opensAt,
  };
}

export function futuresRow(contract: FuturesContract, nowSeconds: number): MarketRow {
  const opensAt = opensLater(contract.opening_time, nowSeconds);
  return {
    ...emptyRow(`${contract.settle}:${contract.name}`),
    pair: displayPair(contract.name),
    fullName: contract.full_name,
    icon: safeIcon(contract.icon) || coinIconUrl(contract.curr_a),
    // The row's own link: /futures/{SETTLE}/{contract}.
    path: sitePath(contract.link),
    isST: contract.isST,
    tags: opensAt > 0 ? newTag : noTags,
    opensAt,
  };
}

export function deliveryRow(contract: DeliveryContract): MarketRow {
  return {
    ...emptyRow(contract.name),
    pair: displayPair(contract.name),
    fullName: contract.full_name,
    icon: safeIcon(contract.icon),
    path: sitePath(contract.link),
    isST: contract.isST,
  };
}

export function optionsRow(underlying: OptionsUnderlying): MarketRow {
  const [currency = ''] = underlying.pair.split('_');
  return {
    ...emptyRow(underlying.pair),
    pair: displayPair(underlying.pair),
    icon: safeIcon(underlying.icon) || coinIconUrl(currency),
    path: `/options/${pathSegment(underlying.pair)}`,
  };
}

export function preMarketRow(currency: PreMarketCurrency): MarketRow {
  const code = currency.currency.toUpperCase();
  return {
    ...emptyRow(currency.currency),
    pair: currency.market === '' ? code : displayPair(currency.market),
    fullName: currency.full_name,
    icon: coinIconUrl(currency.currency),
    path: `/pre-market/${pathSegment(code)}`,
    tags: currency.tags,
  };
}

export function pilotRow(token: PilotToken): MarketRow {
  return {
    ...emptyRow(token.address),
    pair: token.show_pair || token.name,
    fullName: token.name,
    icon: safeIcon(token.icon),
    chainIcon: safeIcon(token.chain_icon),
    path: token.seo_path === '' ? '' : `/pilot/${pathSegment(token.seo_path)}`,
    tags: token.is_hot ? hotTag : noTags,
    shortAddress: shortenAddress(token.address),
  };
}

/** An Alpha row keeps the token fields its list sorts, filters and groups by. */
export type AlphaRow = MarketRow &
  Pick<AlphaToken, 'show_pair' | 'address' | 'hot_rank' | 'buy_start' | 'categories'>;

export function alphaRow(token: AlphaToken): AlphaRow {
  return {
    ...emptyRow(token.address),
    pair: token.show_pair || token.market,
    icon: safeIcon(token.icon),
    chainIcon: safeIcon(token.chain_icon),
    path: token.seo_path === '' ? '' : `/alpha/${pathSegment(token.seo_path)}`,
    shortAddress: shortenAddress(token.address),
    show_pair: token.show_pair,
    address: token.address,
    hot_rank: token.hot_rank,
    buy_start: token.buy_start,
    categories: token.categories,
  };
}

/**
 * Maps a fetched list once: the answer's array is the key, so rows are built when data arrives (or is
 * refetched and changed), never again when a panel opens or a tab is chosen.
 */
export function memoisePerList<Item extends object, Result>(
  build: (items: Item) => Result,
): (items: Item) => Result {
  const cache = new WeakMap<Item, Result>();
  return (items) => {
    let result = cache.get(items);
    if (result === undefined) {
      result = build(items);
      cache.set(items, result);
    }
    return result;
  };
}
