import type { MarketDisplayConstraints } from '@site-chrome/rules/settings';
import { unconstrainedMarketDisplay } from '@site-chrome/rules/settings';
import type { HeaderPart } from './header-parts';
import type { MenuFamily } from './menu-families';

export const siteKeys = ['main', 'hk', 'eu', 'us', 'bs', 'sg', 'uk', 'jp', 'ae', 'au', 'tr'] as const;
export type SiteKey = (typeof siteKeys)[number];

/** Upgrade-hint plans the VIP card may mention (header spec section 5). */
export type UpgradeHintPlan = 1 | 2 | 3;

/** `from-tier-one`: hidden while the user is tier 0 (not VIP), shown from tier 1. */
type TierProgressHintRule = 'always' | 'never' | 'from-tier-one';

/** Sub-site code sent as `X-Gate-AppType`. */
type SiteAppType = 0 | 2 | 3;

interface SiteRestrictions {
  /** VIP privilege, my points, overview, deposit and switch account exist only on the main site. */
  hasMainSiteOnlyFeatures: boolean;
  hidesSocialIcons: boolean;
  hidesDrawerDownload: boolean;
  showsCookiePolicyBanner: boolean;
}

export interface SiteDefinition {
  id: number;
  key: SiteKey;
  displayName: string;
  /**
   * Base path before any language segment, used until common data's `lang_prefix` arrives. English adds
   * nothing to it on every sub-site, other languages `/{language}` (`sitePathPrefix`).
   */
  languagePrefix: string;
  /** Pair behind the header's trade links. */
  defaultTradePair: string;
  /** Pair behind the footer's trade link (footer spec section 2 names fewer regional pairs). */
  footerTradePair: string;
  appType: SiteAppType;
  /** Header parts this sub-site never shows, merged with the host's variant. */
  hiddenHeaderParts: readonly HeaderPart[];
  /**
   * Server menu families this sub-site does not offer (our reading of header spec section 6 "many items
   * are hidden", made as a licensed exchange in that jurisdiction would: see the table in README).
   */
  hiddenMenuFamilies: readonly MenuFamily[];
  restrictions: SiteRestrictions;
  /** Ends the Funds menu's fiat deposit and withdrawal paths (`/JPY` in Japan, which has its own fiat rail). */
  fiatPathSuffix: string;
  /** Items per column of a header more-menu, by the group's server menu code, where a group needs more than 6. */
  menuColumnSizes: Readonly<Record<string, number>>;
  /** Server footer-menu paths this sub-site has its own page for (footer spec §2), old path -> its path. */
  footerPathReplacements: Readonly<Record<string, string>>;
  /** The fiat the footer's converter entry becomes one converter per coin to (footer spec §2), or null. */
  footerConverterFiat: string | null;
  /** The regulatory text adds the financial-promotion notice (UK, footer spec). */
  showsFinancialPromotionNotice: boolean;
  upgradeHintPlans: readonly UpgradeHintPlan[];
  tierProgressHint: TierProgressHintRule;
  marketDisplay: MarketDisplayConstraints;
}

/**
 * What a regional sub-site gets unless its row says otherwise. Regional sites have no upgrade hints
 * unless the spec names plans for them, because promising a plan a regulator has not approved is worse
 * than saying nothing.
 */
const regionalBaseline = {
  languagePrefix: '',
  defaultTradePair: 'BTC_USDT',
  footerTradePair: 'BTC_USDT',
  appType: 0,
  hiddenHeaderParts: [],
  hiddenMenuFamilies: [],
  restrictions: {
    hasMainSiteOnlyFeatures: false,
    hidesSocialIcons: false,
    hidesDrawerDownload: false,
    showsCookiePolicyBanner: false,
  },
  fiatPathSuffix: '',
  menuColumnSizes: {},
  footerPathReplacements: {},
  footerConverterFiat: null,
  showsFinancialPromotionNotice: false,
  upgradeHintPlans: [],
  tierProgressHint: 'always',
  marketDisplay: unconstrainedMarketDisplay,
} as const satisfies Omit<SiteDefinition, 'id' | 'key' | 'displayName'>;

/** Where retail rules leave a spot exchange only: no family beyond spot, simple earn and buying crypto. */
const spotOnlyFamilies: readonly MenuFamily[] = [
  'derivatives',
  'tokenLaunches',
  'onChainTokens',
  'tokenisedStocks',
  'lendingAndStructured',
];

const withoutSocialIcons: SiteRestrictions = { ...regionalBaseline.restrictions, hidesSocialIcons: true };

/** The global site; also what an unknown sub-site falls back to. */
export const mainSite: SiteDefinition = {
  ...regionalBaseline,
  id: 0,
  key: 'main',
  displayName: 'Global',
  restrictions: { ...regionalBaseline.restrictions, hasMainSiteOnlyFeatures: true },
  upgradeHintPlans: [1, 2, 3],
};

export const siteTable: readonly SiteDefinition[] = [
  mainSite,
  {
    ...regionalBaseline,
    id: 71,
    key: 'hk',
    displayName: 'Hong Kong',
    hiddenMenuFamilies: spotOnlyFamilies,
    footerPathReplacements: { '/announcements': '/articlelist/ann' },
  },
  {
    ...regionalBaseline,
    id: 106,
    key: 'eu',
    displayName: 'EU (Malta)',
    hiddenMenuFamilies: ['derivatives', 'tokenLaunches', 'onChainTokens', 'tokenisedStocks'],
    defaultTradePair: 'BTC_USDC',
    footerTradePair: 'BTC_USDC',
    appType: 3,
    // The promotions group lists more items than the others (header spec section 2).
    menuColumnSizes: { rewards_group: 8 },
    footerPathReplacements: { '/referral/affiliate': '/referral' },
    restrictions: {
      ...regionalBaseline.restrictions,
      hidesDrawerDownload: true,
      showsCookiePolicyBanner: true,
    },
  },
  {
    ...regionalBaseline,
    id: 232,
    key: 'us',
    displayName: 'United States',
    hiddenMenuFamilies: spotOnlyFamilies,
    restrictions: { ...regionalBaseline.restrictions, hidesDrawerDownload: true },
    upgradeHintPlans: [1],
    marketDisplay: { forcedRiseColour: 'risegreen', forcedChangeWindow: '24h' },
  },
  {
    ...regionalBaseline,
    id: 14,
    key: 'bs',
    displayName: 'Bahamas',
    hiddenMenuFamilies: ['tokenisedStocks'],
    restrictions: withoutSocialIcons,
  },
  {
    ...regionalBaseline,
    id: 153,
    key: 'sg',
    displayName: 'Singapore',
    hiddenMenuFamilies: ['derivatives', 'tokenLaunches', 'lendingAndStructured'],
    defaultTradePair: 'BTC_SGD',
    restrictions: withoutSocialIcons,
  },
  {
    ...regionalBaseline,
    id: 182,
    key: 'uk',
    displayName: 'United Kingdom',
    hiddenMenuFamilies: ['derivatives', 'tokenLaunches', 'onChainTokens', 'lendingAndStructured'],
    restrictions: withoutSocialIcons,
    showsFinancialPromotionNotice: true,
    upgradeHintPlans: [1, 3],
  },
  {
    ...regionalBaseline,
    id: 83,
    key: 'jp',
    displayName: 'Japan',
    hiddenMenuFamilies: spotOnlyFamilies,
    defaultTradePair: 'BTC_JPY',
    footerTradePair: 'BTC_JPY',
    fiatPathSuffix: '/JPY',
    restrictions: withoutSocialIcons,
    tierProgressHint: 'never',
  },
  {
    ...regionalBaseline,
    id: 181,
    key: 'ae',
    displayName: 'United Arab Emirates',
    hiddenMenuFamilies: ['derivatives', 'tokenisedStocks'],
    restrictions: withoutSocialIcons,
    upgradeHintPlans: [1],
    tierProgressHint: 'from-tier-one',
  },
  {
    ...regionalBaseline,
    id: 11,
    key: 'au',
    displayName: 'Australia',
    hiddenMenuFamilies: ['derivatives', 'tokenisedStocks'],
    restrictions: withoutSocialIcons,
    upgradeHintPlans: [1, 3],
  },
  {
    ...regionalBaseline,
    id: 177,
    key: 'tr',
    displayName: 'Turkey',
    hiddenMenuFamilies: ['derivatives', 'tokenisedStocks', 'lendingAndStructured'],
    defaultTradePair: 'BTC_TRY',
    footerConverterFiat: 'try',
    appType: 2,
  },
];
