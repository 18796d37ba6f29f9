import { headerParts } from './header-parts';
import type { HeaderPart } from './header-parts';
import { findSite } from './resolve-site';
import { mainSite } from './site-table';
import { resolveVisibility } from './resolve-visibility';
import type { VisibilityInput } from './visibility-types';

const resolveSite = (keyOrId: string | number) => findSite(keyOrId) ?? mainSite;

const main = resolveSite('main');

function visibilityFor(overrides: Partial<VisibilityInput> = {}) {
  return resolveVisibility({ site: main, isLoggedIn: true, ...overrides });
}

describe('given a visitor', () => {
  const visitor = visibilityFor({ isLoggedIn: false });

  it('shows log-in, sign-up and the promotions card', () => {
    expect(visitor.showLoginSignup).toBe(true);
    expect(visitor.showSignUp).toBe(true);
    expect(visitor.showPromotionsCard).toBe(true);
  });

  it('hides deposit, wallet, orders, personal centre, notifications and logout', () => {
    expect(visitor).toMatchObject({
      showDeposit: false,
      showWallet: false,
      showOrders: false,
      showPersonalCentre: false,
      showNotifications: false,
      showLogout: false,
      showVipPrivilege: false,
      showSwitchAccount: false,
    });
  });

  it('hides log-in and sign-up when the variant hides loginSignup', () => {
    const hidden = visibilityFor({ isLoggedIn: false, variant: { hiddenParts: ['loginSignup'] } });
    expect(hidden.showLoginSignup).toBe(false);
    expect(hidden.showSignUp).toBe(false);
  });

  it('keeps log-in but hides sign-up when the variant hides register', () => {
    const hidden = visibilityFor({ isLoggedIn: false, variant: { hiddenParts: ['register'] } });
    expect(hidden.showLoginSignup).toBe(true);
    expect(hidden.showSignUp).toBe(false);
  });
});

describe('given a logged-in user on the main site', () => {
  const user = visibilityFor();

  it('shows deposit, wallet, orders, personal centre and notifications, and no log-in block', () => {
    expect(user).toMatchObject({
      showDeposit: true,
      showWallet: true,
      showOrders: true,
      showPersonalCentre: true,
      showNotifications: true,
      showLoginSignup: false,
      showPromotionsCard: false,
    });
  });

  it('hides deposit when the compliance menu list contains deposit', () => {
    expect(visibilityFor({ complianceMenuList: ['deposit'] }).showDeposit).toBe(false);
  });

  it('hides deposit in the phone variant', () => {
    expect(visibilityFor({ variant: { phone: true } }).showDeposit).toBe(false);
  });

  it('shows switch account only with the is_switch_tag cookie', () => {
    expect(user.showSwitchAccount).toBe(false);
    expect(visibilityFor({ variant: { hasSwitchTagCookie: true } }).showSwitchAccount).toBe(true);
  });

  it('never shows switch account off the main site', () => {
    const onUs = visibilityFor({ site: resolveSite('us'), variant: { hasSwitchTagCookie: true } });
    expect(onUs.showSwitchAccount).toBe(false);
  });

  it('shows the VIP card only from tier 1', () => {
    expect(visibilityFor({ tierLevel: 0 }).showVipCard).toBe(false);
    expect(visibilityFor({ tierLevel: 1 }).showVipCard).toBe(true);
  });
});

describe('sub-account management', () => {
  it('needs white_list_show', () => {
    expect(visibilityFor().showSubAccountManagement).toBe(false);
    expect(visibilityFor({ variant: { whiteListShow: true } }).showSubAccountManagement).toBe(true);
  });

  it('is hidden for sub-accounts even with white_list_show', () => {
    const subAccount = visibilityFor({ variant: { whiteListShow: true, isSubAccount: true } });
    expect(subAccount.showSubAccountManagement).toBe(false);
  });
});

describe('given testnet', () => {
  const testnet = visibilityFor({ variant: { testnet: true } });

  it('hides search, logout and spot orders', () => {
    expect(testnet).toMatchObject({ showSearch: false, showLogout: false, showSpotOrder: false });
  });

  it('hides sign-up for visitors but keeps log-in', () => {
    const visitor = visibilityFor({ isLoggedIn: false, variant: { testnet: true } });
    expect(visitor.showLoginSignup).toBe(true);
    expect(visitor.showSignUp).toBe(false);
  });

  it('disables profile links, the KYC fetch and the full funds menu', () => {
    expect(testnet).toMatchObject({
      profileLinkEnabled: false,
      kycFetchEnabled: false,
      showFullFundsMenu: false,
    });
  });

  it('shows the demo-trade and back-to-live buttons', () => {
    expect(testnet.showDemoTrade).toBe(true);
    expect(testnet.showBackToLive).toBe(true);
    expect(visibilityFor().showDemoTrade).toBe(false);
    expect(visibilityFor().showBackToLive).toBe(false);
  });
});

describe('footer rules', () => {
  it('the Italy limit hides the main footer', () => {
    expect(visibilityFor().showMainFooter).toBe(true);
    expect(visibilityFor({ variant: { isItalyLimit: true } }).showMainFooter).toBe(false);
  });

  it('the UK limit hides social icons even on the main site', () => {
    expect(visibilityFor({ variant: { isUKLimit: true } }).showSocialIcons).toBe(false);
  });

  it('copper accounts and the nft compliance key hide the NFT link', () => {
    expect(visibilityFor().showNftLink).toBe(true);
    expect(visibilityFor({ variant: { isCopper: true } }).showNftLink).toBe(false);
    expect(visibilityFor({ complianceMenuList: ['nft'] }).showNftLink).toBe(false);
  });
});

describe('compliance lists', () => {
  it('button_alpha_hidden in the business list hides the Alpha account and orders', () => {
    expect(visibilityFor()).toMatchObject({ showAlphaAccount: true, showAlphaOrders: true });
    expect(visibilityFor({ complianceBusinessList: ['button_alpha_hidden'] })).toMatchObject({
      showAlphaAccount: false,
      showAlphaOrders: false,
    });
  });

  it.each([
    ['launchpad', 'showLaunchpad'],
    ['xstocks', 'showXstocks'],
    ['ondo', 'showOndo'],
  ] as const)('the menu key %s hides %s', (key, field) => {
    expect(visibilityFor()[field]).toBe(true);
    expect(visibilityFor({ complianceMenuList: [key] })[field]).toBe(false);
  });
});

describe('variant-hideable header parts', () => {
  const fieldByPart = {
    notification: 'showNotifications',
    download: 'showDownload',
    register: 'showSignUp',
    language: 'showLanguage',
    theme: 'showTheme',
    settings: 'showSettings',
    search: 'showSearch',
    logout: 'showLogout',
    personalInfo: 'showPersonalInfo',
    avatar: 'showAvatar',
    multipleOrder: 'showMultipleOrder',
    spotOrder: 'showSpotOrder',
    loginSignup: 'showLoginSignup',
    exchangeRate: 'showExchangeRate',
    payWith: 'showPayWith',
    trade: 'showTrade',
    rewardsHubCard: 'showRewardsHubCard',
  } as const satisfies Record<HeaderPart, string>;

  it('covers every part the spec lists', () => {
    expect(Object.keys(fieldByPart).sort()).toEqual([...headerParts].sort());
  });

  it.each(headerParts)('hiding %s turns its field off', (part) => {
    // Visitor-only and user-only parts are checked in the state where they would otherwise show.
    const isLoggedIn = part !== 'register' && part !== 'loginSignup';
    const field = fieldByPart[part];

    expect(visibilityFor({ isLoggedIn })[field]).toBe(true);
    expect(visibilityFor({ isLoggedIn, variant: { hiddenParts: [part] } })[field]).toBe(false);
  });

  it('hiding download also hides the drawer download', () => {
    expect(visibilityFor({ variant: { hiddenParts: ['download'] } }).showDrawerDownload).toBe(false);
  });
});
