import { readCookie } from '@site-chrome/rules/settings';
import { useChromeStore } from '@site-chrome/runtime';
import { useAccountMode } from '@site-chrome/data/account';
import { useSitePaths } from '@site-chrome/data/common-data';
import { useUserInfo } from '@site-chrome/data/account';
import { resolveVisibility } from '@site-chrome/rules/sites';
import { useVisibilityInput } from '@site-chrome/data/site-visibility';
import { useMemo } from 'react';
import type { AccountMenuInput } from './account-menu-model';

/** Set by the account-switch script for users with linked accounts (header spec section 6). */
const switchTagCookieName = 'is_switch_tag';

export interface AccountMenuData {
  /** The menu reads user info (the total value, the card, sub-account rights). Default false. */
  userInfo?: boolean;
  /** The menu reads the account mode (the unified account). Default false. */
  accountMode?: boolean;
}

/**
 * Everything the account menus decide with: the bar's visibility inputs plus what only user info and the
 * account mode say (sub-account rights, tier, the unified account). Each menu asks only for the calls it
 * reads, when it first opens; the answers are shared through the query cache.
 */
export function useAccountMenus({
  userInfo: readsUserInfo = false,
  accountMode: readsMode = false,
}: AccountMenuData = {}) {
  const input = useVisibilityInput();
  const user = useChromeStore((state) => state.user);
  const { linkTo } = useSitePaths();
  const loggedIn = user !== null;
  const userInfo = useUserInfo({ enabled: loggedIn && readsUserInfo });
  const accountMode = useAccountMode({ enabled: loggedIn && readsMode });
  const details = userInfo.data?.isLogin ? userInfo.data : undefined;
  const hasSwitchTagCookie = Boolean(readCookie(switchTagCookieName));

  return useMemo(() => {
    const tierLevel = details ? details.tier_level : (user?.tier ?? 0);
    const visibility = resolveVisibility({
      ...input,
      tierLevel,
      variant: {
        ...input.variant,
        isSubAccount: (user?.isSubAccount ?? false) || details?.is_sub_account === true,
        whiteListShow: details?.white_list_show === true,
        hasSwitchTagCookie,
      },
    });
    const menuInput: AccountMenuInput = {
      site: input.site,
      visibility,
      linkTo,
      complianceBusinessList: input.complianceBusinessList ?? [],
      unifiedAccountOpened: accountMode.data ? !accountMode.data.first_open : false,
      testnet: input.variant?.testnet ?? false,
    };
    return { visibility, menuInput, details, tierLevel, user, linkTo };
  }, [input, user, details, hasSwitchTagCookie, accountMode.data, linkTo]);
}
