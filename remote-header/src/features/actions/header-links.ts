import { localisedPath } from '@site-chrome/shared';

/** Where testnet sends a login: the account-authorize page, which returns to the testnet callback. */
export const testnetCallbackPath = '/testnet_authorize/callback';

/** The header's own destinations (header spec section 2), localised for the page language. */
export function headerLinks(language: string, { uid = '' }: { uid?: string } = {}) {
  const at = (path: string) => localisedPath(language, path);
  return {
    login: at('/login'),
    signup: at('/signup'),
    testnetLogin: at(`/account-authorize?callback=${encodeURIComponent(testnetCallbackPath)}`),
    deposit: at('/myaccount/deposit/USDT'),
    demoTrading: at(
      `/futures/USDT/BTC_USDT?${new URLSearchParams({ fromlink: 'testnet', ...(uid ? { uid } : {}) })}`,
    ),
    backToLive: at('/'),
    profile: at('/myaccount/profile'),
  };
}
