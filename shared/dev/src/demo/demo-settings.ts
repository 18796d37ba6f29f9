import type { ChromeProps, ChromeUser, Language } from '@site-chrome/runtime';
import { themeFromCode, type Theme } from '@site-chrome/rules/settings';
import type { SiteKey } from '@site-chrome/rules/sites';
// Values come through the package name: the demo host then uses the page's one runtime entry instead of
// bundling a second copy of the sub-site table and language rules beside it.
import { defaultLanguage, isSupportedLanguage } from '@site-chrome/runtime';
import { defaultMenuFeatures, findSite } from '@site-chrome/rules/sites';
import { appPorts } from '@site-chrome/rules/ports';
import { personaIds, switchedPersona } from '../testing/fixtures/linked-personas';

/**
 * The demo URL contract (ARCHITECTURE "Demo host URL contract"):
 * ?site=<key|id>&login=0|1&lang=<code>&theme=light|dark&tier=<n>&sub=0|1&testnet=0|1&phone=0|1&copper=0|1&italy=0|1&uklimit=0|1
 * and ours: &country=<ISO code> (the visitor's landing country the mock API reports), &redirect=1 (the
 * host opts in to the regional redirect), &langhost=1 (the host switches language in place instead of
 * the header going to the language URL), &fiatlive=1 (a chosen fiat updates the page in place instead of
 * reloading it), &markets=<n> (the mock API answers n spot markets, up to 10000), &cdncheck=fail (the CDN
 * health check fetches a file that does not exist) and &cdnsample=1 (every CDN failure is reported, not one in
 * ten); the menu feature flags &paywith=0 &tabsearch=0 &extrapanel=0 &menutestnet=1 &moremenu=0
 * &subsitetrade=0, &dynamic=0 (dynamic mode off), &newmenu=main (the new menu system on the main site only) and
 * &switchtag=1 (the page sets the `is_switch_tag` cookie when there is none, so "Switch account" shows).
 * `theme` also takes the theme codes 0 (light) and 2 (dark).
 * Used by the demo host and by each remote's stand-alone page.
 */
export interface DemoSettings {
  site: SiteKey;
  login: boolean;
  language: Language;
  theme: Theme;
  tier: number;
  subAccount: boolean;
  testnet: boolean;
  phone: boolean;
  copper: boolean;
  italyLimit: boolean;
  ukLimit: boolean;
  /** Two-letter landing country the mock API reports in common data; '' for unknown. */
  country: string;
  /** The host opts in to the regional redirect for logged-out visitors. */
  regionalRedirect: boolean;
  /** The host switches language in place (`onLanguageChange`); otherwise the header goes to the language URL. */
  hostLanguage: boolean;
  /** A chosen fiat updates the page in place (`fiatChange: 'live'`); otherwise the page reloads. */
  fiatLive: boolean;
  /** Spot markets the mock API answers, 1 to 10000; 0 for the fixtures' own (about 2,750). */
  marketCount: number;
  /** The CDN health check fetches a file missing from the header origin, so it fails (`cdncheck=fail`). */
  cdnCheckFails: boolean;
  /** Every CDN failure is reported instead of one in ten (`cdnsample=1`). */
  reportEveryCdnFailure: boolean;
  /** The menu feature flags (`menuFeatures`), each under its own parameter. */
  payWith: boolean;
  tabSearch: boolean;
  extraPanel: boolean;
  menuTestnet: boolean;
  moreMenu: boolean;
  subSiteTrade: boolean;
  /** Dynamic mode (`dynamicData`): off, no compliance, common-data or menu request (`dynamic=0`). */
  dynamicData: boolean;
  /** The new menu system on the main site only (`newMenuMainSiteOnly`, `newmenu=main`). */
  newMenuMainSiteOnly: boolean;
  /**
   * The page sets the `is_switch_tag` cookie when there is none (`switchtag=1`), as the exchange does for a
   * reader with linked accounts: "Switch account" then shows on the main site.
   */
  switchTag: boolean;
  /**
   * Not a URL parameter: the uid of the linked account the reader switched to, read back from the mock API's
   * `demo_account` cookie after the page reloads (as a real page's server knows who is signed in). '' for none.
   */
  switchedAccount: string;
}

function defaultMenuFeatureSettings() {
  const { payWith, tabSearch, extraPanel, testnet, moreMenu, subSiteTrade } = defaultMenuFeatures;
  return { payWith, tabSearch, extraPanel, menuTestnet: testnet, moreMenu, subSiteTrade };
}

/** The most spot markets `markets=<n>` may ask for. */
export const maximumDemoMarketCount = 10_000;

export const defaultDemoSettings: DemoSettings = {
  site: 'main',
  login: false,
  language: defaultLanguage,
  theme: 'light',
  tier: 0,
  subAccount: false,
  testnet: false,
  phone: false,
  copper: false,
  italyLimit: false,
  ukLimit: false,
  country: '',
  regionalRedirect: false,
  hostLanguage: false,
  fiatLive: false,
  marketCount: 0,
  cdnCheckFails: false,
  reportEveryCdnFailure: false,
  ...defaultMenuFeatureSettings(),
  dynamicData: true,
  newMenuMainSiteOnly: false,
  switchTag: false,
  switchedAccount: '',
};

const flagParameters = {
  login: 'login',
  subAccount: 'sub',
  testnet: 'testnet',
  phone: 'phone',
  copper: 'copper',
  italyLimit: 'italy',
  ukLimit: 'uklimit',
  regionalRedirect: 'redirect',
  hostLanguage: 'langhost',
  fiatLive: 'fiatlive',
  reportEveryCdnFailure: 'cdnsample',
  payWith: 'paywith',
  tabSearch: 'tabsearch',
  extraPanel: 'extrapanel',
  menuTestnet: 'menutestnet',
  moreMenu: 'moremenu',
  subSiteTrade: 'subsitetrade',
  dynamicData: 'dynamic',
  switchTag: 'switchtag',
} as const satisfies Partial<Record<keyof DemoSettings, string>>;

/** Reads the settings from a query string; a value that makes no sense keeps its default. */
export function parseDemoSettings(search: string): DemoSettings {
  const parameters = new URLSearchParams(search);
  const settings: DemoSettings = { ...defaultDemoSettings };
  const site = parameters.get('site');
  if (site !== null) settings.site = findSite(site)?.key ?? settings.site;
  const language = parameters.get('lang')?.toLowerCase();
  if (language && isSupportedLanguage(language)) settings.language = language;
  const theme = parameters.get('theme');
  if (theme === 'light' || theme === 'dark') settings.theme = theme;
  // The theme codes the server and older pages use (header spec section 3).
  if (theme === '0' || theme === '2') settings.theme = themeFromCode(Number(theme));
  const tier = Number(parameters.get('tier'));
  if (Number.isInteger(tier) && tier >= 0) settings.tier = tier;
  const marketCount = Number(parameters.get('markets'));
  if (Number.isInteger(marketCount) && marketCount >= 1) {
    settings.marketCount = Math.min(marketCount, maximumDemoMarketCount);
  }
  const country = parameters.get('country')?.trim().toUpperCase() ?? '';
  if (/^[A-Z]{2}$/.test(country)) settings.country = country;
  settings.cdnCheckFails = parameters.get('cdncheck') === 'fail';
  settings.newMenuMainSiteOnly = parameters.get('newmenu') === 'main';
  for (const [field, parameter] of Object.entries(flagParameters) as [
    keyof typeof flagParameters,
    string,
  ][]) {
    const value = parameters.get(parameter);
    if (value === '1' || value === '0') settings[field] = value === '1';
  }
  return settings;
}

/** Writes the settings back as a query string holding only what differs from the defaults. */
export function demoSettingsToSearch(settings: DemoSettings, base = new URLSearchParams()): string {
  const parameters = new URLSearchParams(base);
  const set = (name: string, value: string, defaultValue: string) =>
    value === defaultValue ? parameters.delete(name) : parameters.set(name, value);
  set('site', settings.site, defaultDemoSettings.site);
  set('lang', settings.language, defaultDemoSettings.language);
  set('theme', settings.theme, defaultDemoSettings.theme);
  set('tier', String(settings.tier), String(defaultDemoSettings.tier));
  set('country', settings.country, defaultDemoSettings.country);
  set('markets', String(settings.marketCount), String(defaultDemoSettings.marketCount));
  set('cdncheck', settings.cdnCheckFails ? 'fail' : '', '');
  set('newmenu', settings.newMenuMainSiteOnly ? 'main' : '', '');
  for (const [field, parameter] of Object.entries(flagParameters) as [
    keyof typeof flagParameters,
    string,
  ][]) {
    set(parameter, settings[field] ? '1' : '0', defaultDemoSettings[field] ? '1' : '0');
  }
  const query = parameters.toString();
  return query ? `?${query}` : '';
}

/** The collector the demo host runs on its own origin takes reports for any key and project. */
const demoReportingKey = 'demo';
const demoReportingProject = '1';

/**
 * Where the demo's chrome reports errors: the demo host's own collector (scripts/error-collector.ts), which
 * the control panel reads back. With `cdncheck=fail` the check fetches a file the header origin does not have.
 */
function demoErrorReporting(
  settings: DemoSettings,
  page: Pick<Location, 'protocol' | 'host' | 'hostname'>,
): NonNullable<ChromeProps['errorReporting']> {
  return {
    dsn: `${page.protocol}//${demoReportingKey}@${page.host}/${demoReportingProject}`,
    sampleRate: settings.reportEveryCdnFailure ? 1 : 0.1,
    ...(settings.cdnCheckFails
      ? { cdnCheckUrl: `http://${page.hostname}:${appPorts.header}/cdn-check/missing-react.js` }
      : {}),
  };
}

/**
 * The signed-in reader the page passes, the same one the mock API answers as (`demo_login`: a sub-account,
 * a VIP from tier 1, else a regular user; or the linked account switched to, `switchedAccount`), as a real page
 * passes the user its server knows: the Account button's initial and the account card then name the same
 * person. `fixtures.test.ts` and `demo-login-cookie.test.ts` check the pairs.
 */
export function demoUser(
  settings: Pick<DemoSettings, 'tier' | 'subAccount'> & Partial<Pick<DemoSettings, 'switchedAccount'>>,
): ChromeUser {
  const signedIn = settings.subAccount ? 'sub' : settings.tier > 0 ? 'vip' : 'user';
  const persona = switchedPersona(signedIn, settings.switchedAccount || undefined);
  const switched = persona !== signedIn;
  return {
    ...personaIds[persona],
    // The tier and flag of the account switched to are its own; the linked accounts are all tier 0.
    tier: switched ? 0 : settings.tier,
    isSubAccount: switched ? persona === 'sub' : settings.subAccount,
  };
}

/** The chrome props a page with these settings passes to every remote. */
export function demoSettingsToProps(
  settings: DemoSettings,
  path: string,
  page: Pick<Location, 'protocol' | 'host' | 'hostname'> = window.location,
): ChromeProps {
  return {
    site: settings.site,
    language: settings.language,
    theme: settings.theme,
    path,
    fiatChange: settings.fiatLive ? 'live' : 'reload',
    user: settings.login ? demoUser(settings) : null,
    variant: {
      hidden: [],
      testnet: settings.testnet,
      phone: settings.phone,
      copper: settings.copper,
      limits: { uk: settings.ukLimit, italy: settings.italyLimit },
    },
    errorReporting: demoErrorReporting(settings, page),
    menuFeatures: {
      payWith: settings.payWith,
      tabSearch: settings.tabSearch,
      extraPanel: settings.extraPanel,
      testnet: settings.menuTestnet,
      moreMenu: settings.moreMenu,
      subSiteTrade: settings.subSiteTrade,
    },
    dynamicData: settings.dynamicData,
    newMenuMainSiteOnly: settings.newMenuMainSiteOnly,
  };
}

/**
 * Splits a language URL (`/de/trade/BTC_USDT`, header spec section 2) into its language and the page path.
 * A path without a language segment has none.
 */
export function splitLanguageSegment(pathname: string): { language: Language | null; path: string } {
  const match = /^\/([a-z]{2}(?:-[a-z]{2})?)(\/.*)?$/i.exec(pathname);
  const candidate = match?.[1]?.toLowerCase();
  if (!candidate || !isSupportedLanguage(candidate)) return { language: null, path: pathname };
  return { language: candidate, path: match?.[2] ?? '/' };
}
