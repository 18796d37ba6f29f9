import { resolveSite } from '@site-chrome/runtime';
import { siteKeys, withPathPrefix, type SiteKey, resolveVisibility } from '@site-chrome/rules/sites';
import {
  fundsMenuLinks,
  ordersMenuLinks,
  personalCentreLinks,
  type AccountMenuInput,
} from './account-menu-model';

type Persona = 'visitor' | 'user' | 'vip' | 'sub-account' | 'testnet';
const personas: readonly Persona[] = ['visitor', 'user', 'vip', 'sub-account', 'testnet'];

interface Options {
  businessList?: string[];
  unifiedAccountOpened?: boolean;
  whiteListShow?: boolean;
  hasSwitchTagCookie?: boolean;
  phone?: boolean;
}

/** The bar's and the menus' view of one sub-site and persona, as the header computes it. */
function scenario(siteKey: SiteKey, persona: Persona, options: Options = {}) {
  const site = resolveSite(siteKey);
  const testnet = persona === 'testnet';
  const visibility = resolveVisibility({
    site,
    isLoggedIn: persona !== 'visitor',
    tierLevel: persona === 'vip' ? 3 : 0,
    complianceBusinessList: options.businessList ?? [],
    variant: {
      testnet,
      phone: options.phone ?? false,
      isSubAccount: persona === 'sub-account',
      whiteListShow: options.whiteListShow ?? true,
      hasSwitchTagCookie: options.hasSwitchTagCookie ?? false,
    },
  });
  const input: AccountMenuInput = {
    site,
    visibility,
    linkTo: (path) => withPathPrefix('', path),
    complianceBusinessList: options.businessList ?? [],
    unifiedAccountOpened: options.unifiedAccountOpened ?? false,
    testnet,
  };
  const keys = (links: { key: string }[]) => links.map((link) => link.key);
  return {
    visibility,
    funds: keys(fundsMenuLinks(input)),
    orders: keys(ordersMenuLinks(input)),
    personal: personalCentreLinks(input),
  };
}

const derivativesOffered = (site: SiteKey) => !resolveSite(site).hiddenMenuFamilies.includes('derivatives');

describe.each(siteKeys.map((site) => [site]))('on the %s sub-site', (site) => {
  describe.each(personas.map((persona) => [persona]))('as %s', (persona) => {
    const loggedIn = persona !== 'visitor';
    const testnet = persona === 'testnet';
    const mainMember = site === 'main' && loggedIn;
    const { visibility, funds, orders, personal } = scenario(site, persona);

    it('opens customer service alone beside the page, with the new-tab icon', () => {
      const beside = personal.filter((link) => link.target === '_blank' || link.rightIcon !== undefined);
      expect(beside).toEqual([
        expect.objectContaining({ key: 'customerService', target: '_blank', rightIcon: 'newTab' }),
      ]);
    });

    it('shows the account menus and the bell exactly to logged-in users', () => {
      expect(visibility.showWallet).toBe(loggedIn);
      expect(visibility.showOrders).toBe(loggedIn);
      expect(visibility.showPersonalCentre).toBe(loggedIn);
      expect(visibility.showNotifications).toBe(loggedIn);
    });

    it('shows Deposit on the main site only, never on testnet', () => {
      expect(visibility.showDeposit).toBe(mainMember && !testnet);
    });

    it('keeps overview, VIP privileges and my points for the main site', () => {
      expect(funds.includes('overview')).toBe(mainMember);
      expect(personal.some((link) => link.key === 'vipPrivileges')).toBe(mainMember);
      expect(personal.some((link) => link.key === 'myPoints')).toBe(mainMember);
    });

    it('offers sub-account management only to a main account allowed it', () => {
      expect(personal.some((link) => link.key === 'subAccounts')).toBe(loggedIn && persona !== 'sub-account');
    });

    it('makes the profile pages inert on testnet', () => {
      const profile = personal.find((link) => link.key === 'profile');
      expect(profile?.href).toBe(!loggedIn ? undefined : testnet ? null : '/myaccount/profile');
    });

    it('gives testnet only the demo-money accounts and orders', () => {
      if (!testnet) return;
      expect(funds).toEqual([
        ...(site === 'main' ? ['overview'] : []),
        'spotAccount',
        ...(derivativesOffered(site) ? ['futuresAccount'] : []),
      ]);
      expect(orders).not.toContain('p2pOrders');
    });

    it('shows the VIP card from tier 1 and the progress hint where the sub-site allows it', () => {
      expect(visibility.showVipCard).toBe(persona === 'vip');
      const hintRule = resolveSite(site).tierProgressHint;
      const tier = persona === 'vip' ? 3 : 0;
      const hint = hintRule === 'always' || (hintRule === 'from-tier-one' && tier > 0);
      expect(visibility.showTierProgressHint).toBe(loggedIn && hint);
    });

    it('lists futures accounts and orders only where derivatives are offered', () => {
      if (!loggedIn) return;
      expect(funds.includes('futuresAccount')).toBe(derivativesOffered(site));
      expect(orders.includes('futuresOrdersUsdt')).toBe(derivativesOffered(site));
    });
  });
});

describe('the spec rules that depend on data', () => {
  it('shows the unified account once first_open is false', () => {
    expect(scenario('main', 'user', { unifiedAccountOpened: true }).funds).toContain('unifiedAccount');
    expect(scenario('main', 'user', { unifiedAccountOpened: false }).funds).not.toContain('unifiedAccount');
  });

  it('hides the Alpha account and Alpha orders when the business list says button_alpha_hidden', () => {
    const hidden = scenario('main', 'user', { businessList: ['button_alpha_hidden'] });
    expect(hidden.funds).not.toContain('alphaAccount');
    expect(hidden.orders).not.toContain('alphaOrders');
    const shown = scenario('main', 'user');
    expect(shown.funds).toContain('alphaAccount');
    expect(shown.orders).toContain('alphaOrders');
  });

  it('takes the fiat rails out when the business list says fiat_trade', () => {
    const { funds, orders } = scenario('main', 'user', { businessList: ['fiat_trade'] });
    expect(funds).not.toContain('depositFiat');
    expect(funds).not.toContain('withdrawFiat');
    expect(orders).not.toContain('p2pOrders');
  });

  it('needs white_list_show for sub-account management', () => {
    const keys = scenario('main', 'user', { whiteListShow: false }).personal.map((link) => link.key);
    expect(keys).not.toContain('subAccounts');
  });

  it('shows Switch account only with the is_switch_tag cookie, and only on the main site', () => {
    expect(scenario('main', 'user', { hasSwitchTagCookie: true }).visibility.showSwitchAccount).toBe(true);
    expect(scenario('main', 'user').visibility.showSwitchAccount).toBe(false);
    expect(scenario('tr', 'user', { hasSwitchTagCookie: true }).visibility.showSwitchAccount).toBe(false);
  });

  it('hides Deposit in the phone variant', () => {
    expect(scenario('main', 'user', { phone: true }).visibility.showDeposit).toBe(false);
  });

  it('uses yen fiat rails on the Japanese site', () => {
    const site = resolveSite('jp');
    const visibility = resolveVisibility({ site, isLoggedIn: true });
    const links = fundsMenuLinks({
      site,
      visibility,
      linkTo: (path) => path,
      complianceBusinessList: [],
      unifiedAccountOpened: false,
      testnet: false,
    });
    expect(links.find((link) => link.key === 'depositFiat')?.href).toBe('/myaccount/deposit_fiat/JPY');
  });

  it('gives each upgrade plan its sub-site: main 1-3, UK and Australia 1 and 3, US and UAE 1', () => {
    const plans = (site: SiteKey) => scenario(site, 'vip').visibility.upgradeHintPlans;
    expect(plans('main')).toEqual([1, 2, 3]);
    expect(plans('uk')).toEqual([1, 3]);
    expect(plans('au')).toEqual([1, 3]);
    expect(plans('us')).toEqual([1]);
    expect(plans('ae')).toEqual([1]);
  });

  it('hides progress hints for Japan, and for the UAE at tier 0', () => {
    expect(scenario('jp', 'vip').visibility.showTierProgressHint).toBe(false);
    expect(scenario('ae', 'user').visibility.showTierProgressHint).toBe(false);
    expect(scenario('ae', 'vip').visibility.showTierProgressHint).toBe(true);
  });
});
