import { useSitePaths } from '@site-chrome/data/common-data';
import { useChromeStore } from '@site-chrome/runtime';
import { useMemo } from 'react';

/** Where testnet sends a login: the account-authorize page, which returns to the testnet callback. */
const testnetCallbackPath = '/testnet_authorize/callback';

/** The header's own destinations (header spec section 2), each behind the sub-site's path prefix. */
function headerLinks(linkTo: (path: string) => string, { uid = '' }: { uid?: string } = {}) {
  return {
    home: linkTo('/'),
    login: linkTo('/login'),
    signup: linkTo('/signup'),
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

/** `headerLinks` for this page: its sub-site, language and (on testnet) the user's uid. */
export function useHeaderLinks() {
  const { linkTo } = useSitePaths();
  const uid = useChromeStore((state) => state.user?.uid);
  return useMemo(() => headerLinks(linkTo, { uid }), [linkTo, uid]);
}
