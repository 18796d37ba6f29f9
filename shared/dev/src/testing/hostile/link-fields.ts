/*
 * Test support, not shipped: every server field that ends up in an href or src, with the way to read it
 * through the real response parser the fetcher uses (and, for market rows, the row builder the lists
 * and the search use). Each reader puts one value in that one field of an otherwise valid answer and
 * returns every link the parsed result would render.
 */
import {
  parseAlphaTokensResponse,
  parseDeliveryContractsResponse,
  parseFuturesContractsResponse,
  parseOptionsUnderlyingsResponse,
  parsePilotTokensResponse,
  parsePreMarketResponse,
  parseSpotMarketsResponse,
} from '@site-chrome/data/testing';
import { parseAnnouncementsResponse } from '@site-chrome/data/testing';
import { parseCommonDataResponse } from '@site-chrome/data/testing';
import { parseFooterMenuResponse } from '@site-chrome/data/testing';
import { parseNotificationsResponse } from '@site-chrome/data/testing';
import { parseMenu } from '@site-chrome/data/header-menu';
import { parseUserInfoResponse } from '@site-chrome/data/testing';
import {
  fiatIconUrl,
  alphaRow,
  deliveryRow,
  futuresRow,
  optionsRow,
  pilotRow,
  preMarketRow,
  spotRow,
} from '@site-chrome/data/search-catalogue';
import { sitePathPrefix, withPathPrefix } from '@site-chrome/rules/sites';

export interface LinkFieldGroup {
  /** The answer and item, e.g. 'header menu item'. */
  name: string;
  /** The fields that end up in an href or src (or in a path built from them). */
  fields: readonly string[];
  /**
   * Every link the parsed answer would render when field `fields[i]` holds `values[i]`. All fields of an
   * item are filled at once, so one parse checks each of them with its own generated value.
   */
  linksFor: (values: readonly unknown[]) => readonly string[];
}

const envelope = (data: unknown) => ({ code: 0, data });
const listEnvelope = (list: unknown[], code = 0) => ({ code, data: { list } });
const nowSeconds = 1_700_000_000;

function fieldsOf(names: readonly string[], values: readonly unknown[]): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  names.forEach((name, index) => {
    item[name] = values[index];
  });
  return item;
}

const menuItemFields = ['jump_url', 'light_image', 'dark_image', 'light_icon', 'dark_icon'] as const;
const menuTagFields = ['light_icon', 'dark_icon'] as const;

function menuLinks(values: readonly unknown[]): string[] {
  const tag = {
    type: 1,
    code: 'tag',
    word: 'Tag',
    ...fieldsOf(menuTagFields, values.slice(menuItemFields.length)),
  };
  const [parsed] = parseMenu(
    listEnvelope([{ title: 'Item', ...fieldsOf(menuItemFields, values), tags: [tag] }]),
    {
      placement: 'web',
      complianceMenuList: [],
    },
  );
  if (!parsed) return [];
  const tags = parsed.tags.flatMap((parsedTag) => [parsedTag.light_icon, parsedTag.dark_icon]);
  return [
    parsed.jump_url,
    parsed.light_image,
    parsed.dark_image,
    parsed.light_icon,
    parsed.dark_icon,
    ...tags,
  ];
}

function spotLinks([currencyA, pair, icon]: readonly unknown[]): string[] {
  const row: unknown[] = [currencyA, 'usdt', pair, 'Bitcoin', '1', '1', 0, 0, 0, 0, 0, 0, 'false', icon, ''];
  return parseSpotMarketsResponse(listEnvelope([row])).flatMap((market) => {
    const built = spotRow(market, nowSeconds);
    return [market.icon, built.icon, built.path];
  });
}

function futuresLinks([icon, name]: readonly unknown[]): string[] {
  const parsed = parseFuturesContractsResponse(listEnvelope([{ settle: 'usdt', name, icon }], 200));
  return [...(parsed.BTC ?? []), ...(parsed.USDT ?? [])].flatMap((item) => {
    const built = futuresRow(item, nowSeconds);
    return [item.icon, item.link, built.icon, built.path];
  });
}

function deliveryLinks([name, underlying]: readonly unknown[]): string[] {
  return parseDeliveryContractsResponse(listEnvelope([{ name, underlying }])).flatMap((item) => {
    const built = deliveryRow(item);
    return [item.icon, item.link, built.icon, built.path];
  });
}

function optionsLinks([name, icon]: readonly unknown[]): string[] {
  return (
    parseOptionsUnderlyingsResponse(listEnvelope([{ name, icon_url_64: icon }])).OPTIONS_CHAIN ?? []
  ).flatMap((item) => {
    const built = optionsRow(item);
    return [item.icon, built.icon, built.path];
  });
}

function pilotLinks([icon, chainIcon, seoPath]: readonly unknown[]): string[] {
  const token = { address: '0xabc', icon, chain_icon: chainIcon, seo_path: seoPath };
  return parsePilotTokensResponse(listEnvelope([token])).flatMap((item) => {
    const built = pilotRow(item);
    return [item.icon, item.chain_icon, built.icon, built.chainIcon, built.path];
  });
}

function alphaLinks([icon, chainIcon, seoPath]: readonly unknown[]): string[] {
  const token = { address: '0xabc', icon, chain_icon: chainIcon, seo_path: seoPath };
  return parseAlphaTokensResponse(listEnvelope([token])).flatMap((item) => {
    const built = alphaRow(item);
    return [item.icon, item.chain_icon, built.icon, built.chainIcon, built.path];
  });
}

function preMarketLinks([currency]: readonly unknown[]): string[] {
  const { pre_market: preMarket } = parsePreMarketResponse(
    envelope({ list: { premint: [], pre_market: [{ currency }] } }),
  );
  return preMarket.flatMap((item) => {
    const built = preMarketRow(item);
    return [built.icon, built.path];
  });
}

function noticeLinks([url, webUrl]: readonly unknown[]): string[] {
  return parseNotificationsResponse(
    listEnvelope([{ msg_id: '1', extras: { url, web_url: webUrl } }]),
  ).flatMap((notice) => [notice.extras.url, notice.extras.web_url]);
}

/** The server's language prefix goes before every in-site link. */
function prefixedLinks([langPrefix]: readonly unknown[]): string[] {
  // Lists are given so the parse does not build the site defaults each time (only lang_prefix is judged).
  const data = { lang_prefix: langPrefix, lang_list: { en: 'English' }, fiat_list: [] };
  const { lang_prefix: serverPrefix } = parseCommonDataResponse(envelope(data));
  const prefix = sitePathPrefix({ languagePrefix: '' }, 'de', serverPrefix);
  return [withPathPrefix(prefix, '/'), withPathPrefix(prefix, '/trade/BTC_USDT')];
}

export const linkFieldGroups: readonly LinkFieldGroup[] = [
  {
    name: 'header menu item and its tag',
    fields: [...menuItemFields, ...menuTagFields.map((field) => `tag ${field}`)],
    linksFor: menuLinks,
  },
  {
    name: 'footer menu item',
    fields: ['link'],
    linksFor: ([link]) =>
      parseFooterMenuResponse(listEnvelope([{ text: 'Help', link }])).map((item) => item.link),
  },
  {
    name: 'announcement',
    fields: ['link'],
    linksFor: ([link]) => {
      const { index } = parseAnnouncementsResponse(
        envelope({ index: { content_id: '1', content: 'x', link } }),
      );
      return index ? [index.link] : [];
    },
  },
  { name: 'notice', fields: ['extras.url', 'extras.web_url'], linksFor: noticeLinks },
  {
    name: 'user info',
    fields: ['user_avatar'],
    linksFor: ([avatar]) => [
      parseUserInfoResponse(envelope({ isLogin: true, user_avatar: avatar })).user_avatar,
    ],
  },
  { name: 'common data', fields: ['lang_prefix'], linksFor: prefixedLinks },
  { name: 'spot row', fields: ['curr_a', 'pair', 'icon'], linksFor: spotLinks },
  { name: 'futures contract', fields: ['icon', 'name'], linksFor: futuresLinks },
  { name: 'delivery contract', fields: ['name', 'underlying'], linksFor: deliveryLinks },
  { name: 'options underlying', fields: ['name', 'icon_url_64'], linksFor: optionsLinks },
  { name: 'pilot token', fields: ['icon', 'chain_icon', 'seo_path'], linksFor: pilotLinks },
  { name: 'alpha token', fields: ['icon', 'chain_icon', 'seo_path'], linksFor: alphaLinks },
  { name: 'pre-market currency', fields: ['currency'], linksFor: preMarketLinks },
  {
    name: 'fiat option',
    fields: ['fiat'],
    linksFor: ([fiat]) => (typeof fiat === 'string' ? [fiatIconUrl(fiat.trim().toUpperCase())] : []),
  },
];
