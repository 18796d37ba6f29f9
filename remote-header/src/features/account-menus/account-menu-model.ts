import type { SiteDefinition, SiteVisibility } from '@site-chrome/rules/sites';

/** An icon drawn after an entry's name (the spec's local nav item `rightIcon`). */
export type MenuRightIcon = 'newTab';

/**
 * One entry of the Funds, Orders or Account menu: the spec's local nav item. `href` is null for an entry
 * that is shown but inert (`disabled`). A `rightNode` is not data: the menu passes it by key.
 */
export interface AccountMenuLink {
  /** Translation key under `links.` of the panels namespace; also the tracking name. */
  key: string;
  href: string | null;
  /** `_blank`: the entry opens beside the page (it keeps the page the reader was on). Default the page. */
  target?: '_blank';
  rightIcon?: MenuRightIcon;
}

/** Customer service is a chat the reader keeps open while trading: it opens in a new tab, and says so. */
const opensBesideThePage: ReadonlySet<string> = new Set(['customerService']);

export interface AccountMenuInput {
  site: SiteDefinition;
  visibility: SiteVisibility;
  /** Puts the sub-site's language prefix before a path. */
  linkTo: (path: string) => string;
  /** Compliance `business_list`: `fiat_trade` takes the fiat rails out. */
  complianceBusinessList: readonly string[];
  /** The unified account is shown once the account mode's `first_open` is false. */
  unifiedAccountOpened: boolean;
  testnet: boolean;
}

/** Server menu codes whose products the funds and order entries belong to (see `menuFamilies`). */
const productCode = {
  futures: 'futures',
  margin: 'margin',
  bots: 'bots',
  alpha: 'alpha',
  launchpool: 'launchpool',
} as const;

type Candidate = readonly [key: string, path: string, shown: boolean];

function build(input: AccountMenuInput, candidates: readonly Candidate[]): AccountMenuLink[] {
  return candidates.filter(([, , shown]) => shown).map(([key, path]) => ({ key, href: input.linkTo(path) }));
}

function offers(input: AccountMenuInput, code: string): boolean {
  return !input.visibility.hiddenMenuCodes.includes(code);
}

/**
 * The Funds menu (header spec section 2, "Funds"). Overview and my points are main-site only; testnet keeps
 * only the demo-money accounts; a sub-site without a product has no account for it; `fiat_trade` in the
 * compliance business list takes the fiat rails out; the Alpha account follows `button_alpha_hidden`.
 */
export function fundsMenuLinks(input: AccountMenuInput): AccountMenuLink[] {
  const { visibility, site } = input;
  const full = visibility.showFullFundsMenu;
  const fiat = full && !input.complianceBusinessList.includes('fiat_trade');
  const derivatives = offers(input, productCode.futures);
  return build(input, [
    ['overview', '/myaccount/myfunds', visibility.showOverview],
    ['unifiedAccount', '/unified-trading-account', full && input.unifiedAccountOpened && derivatives],
    ['spotAccount', '/myaccount/myfunds/spot', true],
    ['futuresAccount', '/myaccount/myfunds/futures', derivatives],
    ['marginAccount', '/myaccount/myfunds/margin', full && offers(input, productCode.margin)],
    ['crossMarginAccount', '/myaccount/myfunds/cross_margin', full && offers(input, productCode.margin)],
    ['quantAccount', '/myaccount/myfunds/quantitative', full && offers(input, productCode.bots)],
    ['botAccount', '/myaccount/funds/bot-account', full && offers(input, productCode.bots)],
    [
      'alphaAccount',
      '/myaccount/funds/alpha',
      visibility.showAlphaAccount && full && offers(input, productCode.alpha),
    ],
    [
      'launchpoolAccount',
      '/myaccount/funds/finance/launch_pool',
      full && offers(input, productCode.launchpool),
    ],
    ['paymentAccount', '/myaccount/myfunds/payment', full],
    ['deposit', '/myaccount/deposit/USDT', full],
    ['depositGateCode', '/myaccount/deposit_gatecode', full && site.restrictions.hasMainSiteOnlyFeatures],
    ['depositFiat', `/myaccount/deposit_fiat${site.fiatPathSuffix}`, fiat],
    ['withdraw', '/myaccount/withdraw/USDT', full],
    ['withdrawInternal', '/myaccount/withdraw_internal/USDT', full],
    ['withdrawFiat', `/myaccount/withdraw_fiat${site.fiatPathSuffix}`, fiat],
    ['fundsHistory', '/myaccount/mypurselog', full],
    ['accountStatement', '/myaccount/account_statement', full],
    ['proofOfAssets', '/myaccount/myavailableproof', full],
    ['gt', '/gt', full && site.restrictions.hasMainSiteOnlyFeatures],
  ]);
}

/**
 * The Orders menu (header spec section 2, "Orders"). The host can hide spot orders (`spotOrder`) and the
 * other order books (`multipleOrder`); testnet keeps spot and futures orders; Alpha orders follow
 * `button_alpha_hidden`.
 */
export function ordersMenuLinks(input: AccountMenuInput): AccountMenuLink[] {
  const { visibility } = input;
  const more = visibility.showMultipleOrder;
  const full = more && visibility.showFullFundsMenu;
  const derivatives = offers(input, productCode.futures);
  return build(input, [
    ['spotOrders', '/myaccount/myorders', visibility.showSpotOrder],
    [
      'alphaOrders',
      '/myaccount/order/alpha/record',
      full && visibility.showAlphaOrders && offers(input, productCode.alpha),
    ],
    ['futuresOrdersUsdt', '/myaccount/futures_trade?type=usdt', more && derivatives],
    ['futuresOrdersBtc', '/myaccount/futures_trade?type=btc', full && derivatives],
    ['futuresOrderHistory', '/myaccount/futures_trade/order_history', more && derivatives],
    ['deliveryOrderHistory', '/myaccount/futures_delivery/order_history', full && derivatives],
    ['marginOrders', '/myaccount/margin', full && offers(input, productCode.margin)],
    ['crossMarginOrders', '/myaccount/cross_margin', full && offers(input, productCode.margin)],
    ['p2pOrders', '/p2p/orders', full && !input.complianceBusinessList.includes('fiat_trade')],
    ['convertOrders', '/myaccount/convert', full],
    ['earnOrders', '/myaccount/finance/lock_earn', full],
    ['paymentBills', '/myaccount/payment_bills', full],
  ]);
}

/**
 * The personal centre's links (header spec section 2, "Personal centre"). Profile pages are inert on testnet,
 * sub-account management needs `white_list_show` and not being a sub-account, VIP privileges and my points
 * are main-site only.
 */
export function personalCentreLinks(input: AccountMenuInput): AccountMenuLink[] {
  const { visibility } = input;
  const profile = (key: string, path: string): AccountMenuLink => ({
    key,
    href: visibility.profileLinkEnabled ? input.linkTo(path) : null,
  });
  const links: AccountMenuLink[] = [
    profile('profile', '/myaccount/profile'),
    ...build(input, [
      ['identityVerification', '/myaccount/kyc_home', !input.testnet],
      ['security', '/myaccount/security-setting', true],
    ]),
    profile('apiKeys', '/myaccount/profile/api-key/manage'),
    ...build(input, [
      ['subAccounts', '/myaccount/sub_account_manage', visibility.showSubAccountManagement],
      ['vipPrivileges', '/vip', visibility.showVipPrivilege],
      ['myPoints', '/myaccount/point_manage', visibility.showMyPoints],
      ['coupons', '/myaccount/coupon_center', !input.testnet],
      ['feeRates', '/fee', true],
      ['tickets', '/myaccount/tickets', true],
      ['customerService', '/groupchat/service?platform=web', true],
      ['notificationCentre', '/reminder', true],
    ]),
  ];
  const shown = visibility.showPersonalInfo ? links : links.filter((link) => link.key !== 'profile');
  return shown.map((link) =>
    opensBesideThePage.has(link.key) ? { ...link, target: '_blank', rightIcon: 'newTab' } : link,
  );
}
