import { useSitePaths } from '@site-chrome/data/common-data';
import { signupPath } from '@site-chrome/rules/account-links';
import { useChromeStore } from '@site-chrome/runtime';
import { useMemo } from 'react';

/** Where testnet sends a login: the account-authorize page, which returns to the testnet callback. */
const testnetCallbackPath = '/testnet_authorize/callback';

interface HeaderLinkContext {
  /** The signed-in user's uid, for the testnet demo-trading link. Default none. */
  uid?: string;
  /** The current page's path without the prefix (the store's `path`). Default '/'. */
  pagePath?: string;
}

/** The header's own destinations (header spec section 2), each behind the sub-site's path prefix. */
function headerLinks(linkTo: (path: string) => string, { uid = '', pagePath = '/' }: HeaderLinkContext = {}) {
  return {
    home: linkTo('/'),
    login: linkTo('/login'),
    // Header spec section 2: "/signup (with a query string)", the page's own address to return to.
    signup: linkTo(signupPath(linkTo(pagePath))),
    testnetLogin: linkTo(`/account-authorize?callback=${encodeURIComponent(testnetCallbackPath)}`),
    deposit: linkTo('/myaccount/deposit/USDT'),
    demoTrading: linkTo(
      `/futures/USDT/BTC_USDT?${new URLSearchParams({ fromlink: 'testnet', ...(uid ? { uid } : {}) })}`,
    ),
    backToLive: linkTo('/'),
    profile: linkTo('/myaccount/profile'),
    funds: linkTo('/myaccount/myfunds'),
    orders: linkTo('/myaccount/myorders'),
    download: linkTo('/download?pos=header'),
  };
}

/** `headerLinks` for this page: its sub-site, language, path and (on testnet) the user's uid. */
export function useHeaderLinks() {
  const { linkTo } = useSitePaths();
  const uid = useChromeStore((state) => state.user?.uid);
  const pagePath = useChromeStore((state) => state.path);
  return useMemo(() => headerLinks(linkTo, { uid, pagePath }), [linkTo, uid, pagePath]);
}
