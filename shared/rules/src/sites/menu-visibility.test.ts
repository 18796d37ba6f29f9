import { menuFamilies } from './menu-families';
import { findSite } from './resolve-site';
import { mainSite, siteTable, type SiteKey } from './site-table';
import { resolveVisibility } from './resolve-visibility';

const resolveSite = (keyOrId: string | number) => findSite(keyOrId) ?? mainSite;

/*
 * Which server menu families each sub-site shows: our reading of header spec section 6 ("many items are
 * hidden for Turkey, Hong Kong, ..."), written down as a table so a change to it is a visible decision.
 */
const hiddenFamiliesBySite: Record<SiteKey, readonly (keyof typeof menuFamilies)[]> = {
  main: [],
  hk: ['derivatives', 'tokenLaunches', 'onChainTokens', 'tokenisedStocks', 'lendingAndStructured'],
  eu: ['derivatives', 'tokenLaunches', 'onChainTokens', 'tokenisedStocks'],
  us: ['derivatives', 'tokenLaunches', 'onChainTokens', 'tokenisedStocks', 'lendingAndStructured'],
  bs: ['tokenisedStocks'],
  sg: ['derivatives', 'tokenLaunches', 'lendingAndStructured'],
  uk: ['derivatives', 'tokenLaunches', 'onChainTokens', 'lendingAndStructured'],
  jp: ['derivatives', 'tokenLaunches', 'onChainTokens', 'tokenisedStocks', 'lendingAndStructured'],
  ae: ['derivatives', 'tokenisedStocks'],
  au: ['derivatives', 'tokenisedStocks'],
  tr: ['derivatives', 'tokenisedStocks', 'lendingAndStructured'],
};

const allFamilies = Object.keys(menuFamilies) as (keyof typeof menuFamilies)[];

describe.each(siteTable.map((site) => [site.key, site] as const))('on the %s sub-site', (key, site) => {
  describe.each([
    ['a visitor', false],
    ['a logged-in user', true],
  ])('for %s', (_who, isLoggedIn) => {
    const { hiddenMenuCodes } = resolveVisibility({ site, isLoggedIn });

    it.each(allFamilies)('shows or hides the %s family as the table says', (family) => {
      const expectHidden = hiddenFamiliesBySite[key].includes(family);
      for (const code of menuFamilies[family]) {
        expect([code, hiddenMenuCodes.includes(code)]).toEqual([code, expectHidden]);
      }
    });
  });
});

/** The server menu's download item is never drawn (the drawer has its own button); the rest are the rule's. */
const besidesDownload = (codes: readonly string[]) => codes.filter((code) => code !== 'download');

describe('given the regulatory limits on the main site', () => {
  const main = resolveSite('main');
  const codesWith = (isUKLimit: boolean, isItalyLimit: boolean) =>
    resolveVisibility({ site: main, isLoggedIn: true, variant: { isUKLimit, isItalyLimit } }).hiddenMenuCodes;

  it('the whole-UK limit hides derivatives, token launches and lending', () => {
    expect(codesWith(true, false)).toEqual(
      expect.arrayContaining(['futures', 'margin', 'launchpad', 'launch', 'crypto_loan', 'dual']),
    );
    expect(codesWith(true, false)).not.toContain('xstocks');
  });

  it('the Italy limit hides derivatives and lending, not token launches', () => {
    expect(codesWith(false, true)).toEqual(expect.arrayContaining(['futures', 'options', 'lending']));
    expect(codesWith(false, true)).not.toContain('launchpad');
  });

  it('without a limit nothing is hidden', () => {
    expect(besidesDownload(codesWith(false, false))).toEqual([]);
  });
});

describe('given the compliance menu list', () => {
  const main = resolveSite('main');

  it.each(['xstocks', 'ondo', 'launchpad'])('the key %s hides exactly that item', (key) => {
    const { hiddenMenuCodes } = resolveVisibility({
      site: main,
      isLoggedIn: false,
      complianceMenuList: [key],
    });
    expect(besidesDownload(hiddenMenuCodes)).toEqual([key]);
  });

  it('keys that name no menu item hide no menu item', () => {
    const { hiddenMenuCodes } = resolveVisibility({
      site: main,
      isLoggedIn: false,
      complianceMenuList: ['deposit', 'fiat_trade'],
    });
    expect(besidesDownload(hiddenMenuCodes)).toEqual([]);
  });
});

it('a host that hides the trade part hides the Trade menu group', () => {
  const { hiddenMenuCodes } = resolveVisibility({
    site: resolveSite('main'),
    isLoggedIn: false,
    variant: { hiddenParts: ['trade'] },
  });
  expect(besidesDownload(hiddenMenuCodes)).toEqual(['trade']);
});

describe("the server menu's download item", () => {
  it.each(['us', 'eu'] as const)('is hidden on the %s sub-site, as the drawer Download button is', (key) => {
    const visibility = resolveVisibility({ site: resolveSite(key), isLoggedIn: false });
    expect(visibility.showDrawerDownload).toBe(false);
    expect(visibility.hiddenMenuCodes).toContain('download');
  });

  it('is hidden where the drawer shows its own Download button, which leads to the same page', () => {
    const visibility = resolveVisibility({ site: resolveSite('main'), isLoggedIn: false });
    expect(visibility.showDrawerDownload).toBe(true);
    expect(visibility.hiddenMenuCodes).toContain('download');
  });

  it('is hidden where the host hides the download part', () => {
    const main = resolveSite('main');
    expect(
      resolveVisibility({ site: main, isLoggedIn: false, variant: { hiddenParts: ['download'] } })
        .hiddenMenuCodes,
    ).toEqual(['download']);
  });
});
