import { resolveVisibility } from './resolve-visibility';
import { siteKeys, siteTable, mainSite } from './site-table';
import type { SiteKey } from './site-table';
import { findSite } from './resolve-site';

const resolveSite = (keyOrId: string | number) => findSite(keyOrId) ?? mainSite;

interface ExpectedSite {
  key: SiteKey;
  id: number;
  tradePair: string;
  footerTradePair: string;
  appType: number;
  upgradeHintPlans: number[];
  socialIcons: boolean;
  drawerDownload: boolean;
  tierHintAtTierZero: boolean;
  tierHintAtTierOne: boolean;
  riseAndWindowChoice: boolean;
  mainSiteOnlyItems: boolean;
}

// One row per sub-site, straight from the specs, so a change to the table shows up here as a diff.
// prettier-ignore
const expectations: ExpectedSite[] = [
  { key: 'main', id: 0, tradePair: 'BTC_USDT', footerTradePair: 'BTC_USDT', appType: 0, upgradeHintPlans: [1, 2, 3], socialIcons: true, drawerDownload: true, tierHintAtTierZero: true, tierHintAtTierOne: true, riseAndWindowChoice: true, mainSiteOnlyItems: true },
  { key: 'hk', id: 71, tradePair: 'BTC_USDT', footerTradePair: 'BTC_USDT', appType: 0, upgradeHintPlans: [], socialIcons: true, drawerDownload: true, tierHintAtTierZero: true, tierHintAtTierOne: true, riseAndWindowChoice: true, mainSiteOnlyItems: false },
  { key: 'eu', id: 106, tradePair: 'BTC_USDC', footerTradePair: 'BTC_USDC', appType: 3, upgradeHintPlans: [], socialIcons: true, drawerDownload: false, tierHintAtTierZero: true, tierHintAtTierOne: true, riseAndWindowChoice: true, mainSiteOnlyItems: false },
  { key: 'us', id: 232, tradePair: 'BTC_USDT', footerTradePair: 'BTC_USDT', appType: 0, upgradeHintPlans: [1], socialIcons: true, drawerDownload: false, tierHintAtTierZero: true, tierHintAtTierOne: true, riseAndWindowChoice: false, mainSiteOnlyItems: false },
  { key: 'bs', id: 14, tradePair: 'BTC_USDT', footerTradePair: 'BTC_USDT', appType: 0, upgradeHintPlans: [], socialIcons: false, drawerDownload: true, tierHintAtTierZero: true, tierHintAtTierOne: true, riseAndWindowChoice: true, mainSiteOnlyItems: false },
  { key: 'sg', id: 153, tradePair: 'BTC_SGD', footerTradePair: 'BTC_USDT', appType: 0, upgradeHintPlans: [], socialIcons: false, drawerDownload: true, tierHintAtTierZero: true, tierHintAtTierOne: true, riseAndWindowChoice: true, mainSiteOnlyItems: false },
  { key: 'uk', id: 182, tradePair: 'BTC_USDT', footerTradePair: 'BTC_USDT', appType: 0, upgradeHintPlans: [1, 3], socialIcons: false, drawerDownload: true, tierHintAtTierZero: true, tierHintAtTierOne: true, riseAndWindowChoice: true, mainSiteOnlyItems: false },
  { key: 'jp', id: 83, tradePair: 'BTC_JPY', footerTradePair: 'BTC_JPY', appType: 0, upgradeHintPlans: [], socialIcons: false, drawerDownload: true, tierHintAtTierZero: false, tierHintAtTierOne: false, riseAndWindowChoice: true, mainSiteOnlyItems: false },
  { key: 'ae', id: 181, tradePair: 'BTC_USDT', footerTradePair: 'BTC_USDT', appType: 0, upgradeHintPlans: [1], socialIcons: false, drawerDownload: true, tierHintAtTierZero: false, tierHintAtTierOne: true, riseAndWindowChoice: true, mainSiteOnlyItems: false },
  { key: 'au', id: 11, tradePair: 'BTC_USDT', footerTradePair: 'BTC_USDT', appType: 0, upgradeHintPlans: [1, 3], socialIcons: false, drawerDownload: true, tierHintAtTierZero: true, tierHintAtTierOne: true, riseAndWindowChoice: true, mainSiteOnlyItems: false },
  { key: 'tr', id: 177, tradePair: 'BTC_TRY', footerTradePair: 'BTC_USDT', appType: 2, upgradeHintPlans: [], socialIcons: true, drawerDownload: true, tierHintAtTierZero: true, tierHintAtTierOne: true, riseAndWindowChoice: true, mainSiteOnlyItems: false },
];

describe('the sub-site table', () => {
  it('has exactly one row per sub-site key, with unique ids', () => {
    expect(siteTable.map((site) => site.key).sort()).toEqual([...siteKeys].sort());
    expect(new Set(siteTable.map((site) => site.id)).size).toBe(siteTable.length);
    expect(expectations).toHaveLength(siteTable.length);
  });

  describe.each(expectations)('for sub-site $key', (expected) => {
    const site = resolveSite(expected.key);
    const loggedIn = (tierLevel: number) => resolveVisibility({ site, isLoggedIn: true, tierLevel });

    it('resolves by key, numeric id and id as text to the same row', () => {
      expect(site.id).toBe(expected.id);
      expect(resolveSite(expected.id)).toBe(site);
      expect(resolveSite(String(expected.id))).toBe(site);
    });

    it('has its trade pairs and X-Gate-AppType code', () => {
      expect(site.defaultTradePair).toBe(expected.tradePair);
      expect(site.footerTradePair).toBe(expected.footerTradePair);
      expect(site.appType).toBe(expected.appType);
    });

    it('shows its upgrade-hint plans and tier-progress hint', () => {
      expect(loggedIn(0).upgradeHintPlans).toEqual(expected.upgradeHintPlans);
      expect(loggedIn(0).showTierProgressHint).toBe(expected.tierHintAtTierZero);
      expect(loggedIn(1).showTierProgressHint).toBe(expected.tierHintAtTierOne);
    });

    it('shows social icons, drawer download and settings choices as the specs say', () => {
      const visibility = loggedIn(0);
      expect(visibility.showSocialIcons).toBe(expected.socialIcons);
      expect(visibility.showDrawerDownload).toBe(expected.drawerDownload);
      expect(visibility.showRiseColourChoice).toBe(expected.riseAndWindowChoice);
      expect(visibility.showUtcChangeWindows).toBe(expected.riseAndWindowChoice);
    });

    it('offers main-site-only items (deposit, VIP privilege, my points, overview) only on the main site', () => {
      const visibility = loggedIn(0);
      expect(visibility.showDeposit).toBe(expected.mainSiteOnlyItems);
      expect(visibility.showVipPrivilege).toBe(expected.mainSiteOnlyItems);
      expect(visibility.showMyPoints).toBe(expected.mainSiteOnlyItems);
      expect(visibility.showOverview).toBe(expected.mainSiteOnlyItems);
    });
  });

  it('forces green-up and the 24 h window on the US site', () => {
    expect(resolveSite('us').marketDisplay).toEqual({
      forcedRiseColour: 'risegreen',
      forcedChangeWindow: '24h',
    });
  });

  it('shows the cookie policy banner only on the EU site', () => {
    const sitesWithBanner = siteTable.filter((site) => site.restrictions.showsCookiePolicyBanner);
    expect(sitesWithBanner.map((site) => site.key)).toEqual(['eu']);
  });
});
