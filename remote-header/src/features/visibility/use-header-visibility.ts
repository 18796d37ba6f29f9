import { resolveSite, useChromeStore } from '@site-chrome/shared';
import { useCommonData } from '@site-chrome/shared/data/common-data';
import { useCompliance } from '@site-chrome/shared/data/compliance';
import { resolveVisibility, type SiteVisibility } from '@site-chrome/shared/sites';
import { useMemo } from 'react';

const noKeys: readonly string[] = [];

/**
 * What the header shows for this page: the sub-site, the user, the host's variant, the limits common data
 * reports for this visitor and the compliance check, through the one shared rule (`resolveVisibility`).
 * Until the calls answer, the host's props alone decide, so the bar never waits on the network.
 */
export function useHeaderVisibility(): SiteVisibility {
  const siteKey = useChromeStore((state) => state.site);
  const user = useChromeStore((state) => state.user);
  const variant = useChromeStore((state) => state.variant);
  const { data: commonData } = useCommonData();
  const { data: compliance } = useCompliance();

  const isUKLimit = variant.limits.uk || commonData?.isUKLimit === true;
  const isItalyLimit = variant.limits.italy || commonData?.isItalyLimit === true;
  const isCopper = variant.copper || commonData?.is_copper === true;
  const complianceMenuList = compliance?.menu_list ?? noKeys;
  const complianceBusinessList = compliance?.business_list ?? noKeys;

  return useMemo(
    () =>
      resolveVisibility({
        site: resolveSite(siteKey),
        isLoggedIn: user !== null,
        complianceMenuList,
        complianceBusinessList,
        tierLevel: user?.tier ?? 0,
        variant: {
          hiddenParts: variant.hidden,
          testnet: variant.testnet,
          phone: variant.phone,
          isUKLimit,
          isItalyLimit,
          isCopper,
          isSubAccount: user?.isSubAccount ?? false,
        },
      }),
    [siteKey, user, variant, isUKLimit, isItalyLimit, isCopper, complianceMenuList, complianceBusinessList],
  );
}
