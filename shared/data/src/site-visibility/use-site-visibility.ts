import { useChromeStore, useSite } from '@site-chrome/runtime';
import { useCommonData } from '@site-chrome/data/common-data';
import { useCompliance } from '@site-chrome/data/compliance';
import type { SiteVisibility, VisibilityInput } from '@site-chrome/rules/sites';
import { useMemo } from 'react';
import { generateSpecialConfig } from './special-config';

const noKeys: readonly string[] = [];

/**
 * The inputs of the visibility rule the bar knows without asking for the user's details: the sub-site, the
 * user, the host's variant, the limits common data reports and the compliance check. The account menus
 * add what user info says (sub-account rights, the switch-account cookie) once they are opened.
 */
export function useVisibilityInput(): VisibilityInput {
  const site = useSite();
  const user = useChromeStore((state) => state.user);
  const variant = useChromeStore((state) => state.variant);
  const testnet = useChromeStore((state) => state.variant.testnet || state.menuFeatures.testnet);
  const { data: commonData } = useCommonData();
  const { data: compliance } = useCompliance();

  const isUKLimit = variant.limits.uk || commonData?.isUKLimit === true;
  const isItalyLimit = variant.limits.italy || commonData?.isItalyLimit === true;
  const isCopper = variant.copper || commonData?.is_copper === true;
  const phone = variant.phone || commonData?.is_phone === true;
  const complianceMenuList = compliance?.menu_list ?? noKeys;
  const complianceBusinessList = compliance?.business_list ?? noKeys;

  return useMemo(
    () => ({
      site,
      isLoggedIn: user !== null,
      complianceMenuList,
      complianceBusinessList,
      tierLevel: user?.tier ?? 0,
      variant: {
        hiddenParts: variant.hidden,
        testnet,
        phone,
        isUKLimit,
        isItalyLimit,
        isCopper,
        isSubAccount: user?.isSubAccount ?? false,
      },
    }),
    [
      site,
      user,
      variant,
      testnet,
      isUKLimit,
      isItalyLimit,
      isCopper,
      phone,
      complianceMenuList,
      complianceBusinessList,
    ],
  );
}

/**
 * What the header and footer show on this page, through the one shared rule (`resolveVisibility`). Until the calls
 * answer, the host's props alone decide, so neither waits on the network.
 */
export function useSiteVisibility(): SiteVisibility {
  const input = useVisibilityInput();
  // Header spec section 4: the login block's logic depends on dynamic mode. In it, common data's `is_login`
  // counts too: a session the page's props do not know of yet hides Log In and Sign Up. Out of it (nothing is
  // requested) the `user` prop alone decides. Only the login block: what a signed-in reader sees needs the user.
  const dynamicData = useChromeStore((state) => state.dynamicData);
  const serverSaysLoggedIn = useCommonData().data?.is_login === true;
  const serverSession = dynamicData && serverSaysLoggedIn;
  return useMemo(() => {
    const visibility = generateSpecialConfig(input);
    return serverSession ? { ...visibility, showLoginSignup: false, showSignUp: false } : visibility;
  }, [input, serverSession]);
}
