import { testnetHiddenHeaderParts, type HeaderPart } from './header-parts';
import { menuCodesOf, type MenuFamily } from './menu-families';
import type { SiteVisibility, VisibilityInput } from './visibility-types';

/** What the whole-UK limit and the Italy limit take out of the menu, beyond the sub-site's own rules. */
const limitHiddenMenuFamilies = {
  uk: ['derivatives', 'tokenLaunches', 'lendingAndStructured'],
  italy: ['derivatives', 'lendingAndStructured'],
} as const satisfies Record<string, readonly MenuFamily[]>;

/** Compliance keys this resolver reads; the rest of the menu list is applied by the menu filters. */
export const complianceKeys = {
  deposit: 'deposit',
  nft: 'nft',
  launchpad: 'launchpad',
  xstocks: 'xstocks',
  ondo: 'ondo',
  alphaHidden: 'button_alpha_hidden',
} as const;

/** The server menu's code of its download item. */
const downloadMenuCode = 'download';

function tierProgressHintShown(
  rule: VisibilityInput['site']['tierProgressHint'],
  tierLevel: number,
): boolean {
  if (rule === 'never') return false;
  if (rule === 'from-tier-one') return tierLevel > 0;
  return true;
}

/**
 * The one place that turns sub-site, login state, host variant and compliance check into what the
 * header and footer show. Components read the result and never compare sub-site ids themselves.
 */
export function resolveVisibility({
  site,
  isLoggedIn,
  complianceMenuList = [],
  complianceBusinessList = [],
  tierLevel = 0,
  variant = {},
}: VisibilityInput): SiteVisibility {
  const {
    hiddenParts = [],
    testnet = false,
    phone = false,
    isUKLimit = false,
    isItalyLimit = false,
    isCopper = false,
    isSubAccount = false,
    whiteListShow = false,
    hasSwitchTagCookie = false,
  } = variant;

  const hidden = new Set<HeaderPart>([
    ...site.hiddenHeaderParts,
    ...hiddenParts,
    ...(testnet ? testnetHiddenHeaderParts : []),
  ]);
  const shown = (part: HeaderPart): boolean => !hidden.has(part);
  const complianceHides = (key: string): boolean => complianceMenuList.includes(key);
  const isVisitor = !isLoggedIn;
  const mainSiteMember = site.restrictions.hasMainSiteOnlyFeatures && isLoggedIn;
  const alphaHidden = complianceBusinessList.includes(complianceKeys.alphaHidden);
  const showLoginSignup = isVisitor && shown('loginSignup');

  const hiddenMenuCodes = new Set(
    menuCodesOf([
      ...site.hiddenMenuFamilies,
      ...(isUKLimit ? limitHiddenMenuFamilies.uk : []),
      ...(isItalyLimit ? limitHiddenMenuFamilies.italy : []),
    ]),
  );
  for (const key of [complianceKeys.xstocks, complianceKeys.ondo, complianceKeys.launchpad]) {
    if (complianceHides(key)) hiddenMenuCodes.add(key);
  }
  if (!shown('trade')) hiddenMenuCodes.add('trade');
  // The server menu's own "Download App" item (phone menu) leads where the drawer's Download button does: it
  // is never drawn. Where the button shows, the reader would see the same entry twice; where it is hidden
  // (US, EU, or a host that hides the download part), the item must go with it.
  const showDrawerDownload = !site.restrictions.hidesDrawerDownload && shown('download');
  hiddenMenuCodes.add(downloadMenuCode);

  return {
    hiddenMenuCodes: [...hiddenMenuCodes].sort(),
    showSearch: shown('search'),
    showLoginSignup,
    showSignUp: showLoginSignup && shown('register'),
    // Demo money needs no deposit: testnet hides it with the other funds items.
    showDeposit: mainSiteMember && !complianceHides(complianceKeys.deposit) && !phone && !testnet,
    showWallet: isLoggedIn,
    showOrders: isLoggedIn,
    showPersonalCentre: isLoggedIn,
    showNotifications: isLoggedIn && shown('notification'),
    showDownload: shown('download'),
    showLanguage: shown('language'),
    showExchangeRate: shown('exchangeRate'),
    showTheme: shown('theme'),
    showSettings: shown('settings'),
    showPayWith: shown('payWith'),
    showTrade: shown('trade'),
    showRewardsHubCard: shown('rewardsHubCard'),

    showPersonalInfo: isLoggedIn && shown('personalInfo'),
    showAvatar: isLoggedIn && shown('avatar'),
    profileLinkEnabled: !testnet,
    showLogout: isLoggedIn && shown('logout'),
    showVipPrivilege: mainSiteMember,
    showMyPoints: mainSiteMember,
    showSwitchAccount: mainSiteMember && hasSwitchTagCookie,
    showSubAccountManagement: isLoggedIn && !isSubAccount && whiteListShow,
    showVipCard: isLoggedIn && tierLevel > 0,
    showTierProgressHint: isLoggedIn && tierProgressHintShown(site.tierProgressHint, tierLevel),
    upgradeHintPlans: site.upgradeHintPlans,

    showOverview: mainSiteMember,
    showFullFundsMenu: isLoggedIn && !testnet,
    showAlphaAccount: isLoggedIn && !alphaHidden,
    showSpotOrder: isLoggedIn && shown('spotOrder'),
    showMultipleOrder: isLoggedIn && shown('multipleOrder'),
    showAlphaOrders: isLoggedIn && !alphaHidden,

    showLaunchpad: !complianceHides(complianceKeys.launchpad),
    showXstocks: !complianceHides(complianceKeys.xstocks),
    showOndo: !complianceHides(complianceKeys.ondo),

    showDemoTrade: testnet,
    showBackToLive: testnet,
    kycFetchEnabled: isLoggedIn && !testnet,

    showDrawerDownload,
    showPromotionsCard: isVisitor,

    showRiseColourChoice: site.marketDisplay.forcedRiseColour === null,
    showUtcChangeWindows: site.marketDisplay.forcedChangeWindow === null,

    showMainFooter: !isItalyLimit,
    showSocialIcons: !site.restrictions.hidesSocialIcons && !isUKLimit,
    showNftLink: !isCopper && !complianceHides(complianceKeys.nft),
  };
}
