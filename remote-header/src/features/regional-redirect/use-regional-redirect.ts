import {
  regionalRedirectFor,
  resolveSite,
  useChromeStore,
  type RegionalRedirectTarget,
} from '@site-chrome/shared';
import { useCommonData } from '@site-chrome/shared/data/common-data';
import { useEffect, useRef } from 'react';

/**
 * Runs the regional-redirect rule (header spec section 4) only when the host opted in with a callback, and
 * only on common data's real answer (it says whether there is a session and where the visitor lands). The
 * host hears once per page path, so a host that ignores the call is not asked again on every render.
 */
export function useRegionalRedirect(
  onRegionalRedirect: ((target: RegionalRedirectTarget) => void) | undefined,
) {
  const siteKey = useChromeStore((state) => state.site);
  const hasUser = useChromeStore((state) => state.user !== null);
  const testnet = useChromeStore((state) => state.variant.testnet);
  const path = useChromeStore((state) => state.path);
  const { data: commonData } = useCommonData({ enabled: onRegionalRedirect !== undefined });
  const reportedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!onRegionalRedirect || !commonData) return;
    const target = regionalRedirectFor({
      site: resolveSite(siteKey),
      isLoggedIn: hasUser || commonData.is_login,
      testnet,
      path,
      landingCountry: commonData.userLandingPageCountry,
    });
    const key = `${siteKey}|${path}`;
    if (!target || reportedFor.current === key) return;
    reportedFor.current = key;
    onRegionalRedirect(target);
  }, [onRegionalRedirect, commonData, siteKey, hasUser, testnet, path]);
}
