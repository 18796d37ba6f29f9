import type { HeaderPart } from './header-parts';
import type { SiteDefinition, UpgradeHintPlan } from './site-table';

/** The host page's variant flags; every flag defaults to `false`. */
interface VisibilityVariant {
  /** Header parts the host hides. Default: none. */
  hiddenParts?: readonly HeaderPart[];
  /** Demo-trading site on top of the sub-site. Default `false`. */
  testnet?: boolean;
  /** The phone-hidden variant, which hides deposit. Default `false`. */
  phone?: boolean;
  /** Whole-UK limit (common data `isUKLimit`). Default `false`. */
  isUKLimit?: boolean;
  /** Italy limit (common data `isItalyLimit`). Default `false`. */
  isItalyLimit?: boolean;
  /** Copper custody account. Default `false`. */
  isCopper?: boolean;
  /** The user is a sub-account (`is_sub_account`). Default `false`. */
  isSubAccount?: boolean;
  /** The user may manage sub-accounts (`white_list_show`). Default `false`. */
  whiteListShow?: boolean;
  /** The `is_switch_tag` cookie is set. Default `false`. */
  hasSwitchTagCookie?: boolean;
}

export interface VisibilityInput {
  site: SiteDefinition;
  isLoggedIn: boolean;
  /** Compliance check `menu_list`: feature keys to hide. Default: none. */
  complianceMenuList?: readonly string[];
  /** Compliance check `business_list`. Default: none. */
  complianceBusinessList?: readonly string[];
  /** User's VIP tier; 0 means not VIP. Default `0`. */
  tierLevel?: number;
  variant?: VisibilityVariant;
}

/** Everything the header and footer decide by sub-site, login, variant and compliance. */
export interface SiteVisibility {
  /**
   * Server menu item codes not to show (sub-site families, UK and Italy limits, the compliance menu list,
   * a hidden trade part). A hidden group hides its children; sorted, each code once.
   */
  hiddenMenuCodes: readonly string[];
  // Top bar
  showSearch: boolean;
  /** The visitor's log-in / sign-up block (and its "Log In" button). */
  showLoginSignup: boolean;
  showSignUp: boolean;
  showDeposit: boolean;
  showWallet: boolean;
  showOrders: boolean;
  showPersonalCentre: boolean;
  showNotifications: boolean;
  showDownload: boolean;
  showLanguage: boolean;
  showExchangeRate: boolean;
  showTheme: boolean;
  showSettings: boolean;
  showPayWith: boolean;
  showTrade: boolean;
  showRewardsHubCard: boolean;
  // Personal centre
  showPersonalInfo: boolean;
  showAvatar: boolean;
  /** Profile and avatar links are inert on testnet. */
  profileLinkEnabled: boolean;
  showLogout: boolean;
  showVipPrivilege: boolean;
  showMyPoints: boolean;
  showSwitchAccount: boolean;
  showSubAccountManagement: boolean;
  showVipCard: boolean;
  showTierProgressHint: boolean;
  upgradeHintPlans: readonly UpgradeHintPlan[];
  // Funds and orders
  showOverview: boolean;
  /** Testnet keeps only the funds items that make sense for demo money. */
  showFullFundsMenu: boolean;
  showAlphaAccount: boolean;
  showSpotOrder: boolean;
  showMultipleOrder: boolean;
  showAlphaOrders: boolean;
  // Menu items the compliance check can remove
  showLaunchpad: boolean;
  showXstocks: boolean;
  showOndo: boolean;
  // Testnet
  showDemoTrade: boolean;
  showBackToLive: boolean;
  kycFetchEnabled: boolean;
  // Drawer (small screens)
  showDrawerDownload: boolean;
  showPromotionsCard: boolean;
  // Settings panel
  showRiseColourChoice: boolean;
  showUtcChangeWindows: boolean;
  // Footer
  showMainFooter: boolean;
  showSocialIcons: boolean;
  showNftLink: boolean;
}
