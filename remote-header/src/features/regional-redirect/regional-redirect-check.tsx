import { regionalRedirectFor, type RegionalRedirectTarget } from '@site-chrome/rules/sites';
import { useChromeStore, useSite } from '@site-chrome/runtime';
import { useCommonData } from '@site-chrome/data/common-data';
import { useEffect, useRef } from 'react';

/**
 * Runs the regional-redirect rule (header spec section 4) on common data's answer, which says whether there
 * is a session and where the visitor lands. The host hears once per page path, so a host that ignores the
 * call is not asked again on every render.
 */
function useRegionalRedirect(onRegionalRedirect: (target: RegionalRedirectTarget) => void) {
  const site = useSite();
  const hasUser = useChromeStore((state) => state.user !== null);
  const testnet = useChromeStore((state) => state.variant.testnet || state.menuFeatures.testnet);
  const path = useChromeStore((state) => state.path);
  const { data, isPlaceholderData } = useCommonData();
  // The site defaults stand in until the answer: they know neither the session nor the landing country.
  const commonData = isPlaceholderData ? undefined : data;
  const reportedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!commonData) return;
    const target = regionalRedirectFor({
      site,
      isLoggedIn: hasUser || commonData.is_login,
      testnet,
      path,
      landingCountry: commonData.userLandingPageCountry,
    });
    const key = `${site.key}|${path}`;
    if (!target || reportedFor.current === key) return;
    reportedFor.current = key;
    onRegionalRedirect(target);
  }, [onRegionalRedirect, commonData, site, hasUser, testnet, path]);
}

/** Draws nothing: the check is a component so that it can ship in its own chunk. */
function RegionalRedirectCheck({
  onRegionalRedirect,
}: {
  onRegionalRedirect: (target: RegionalRedirectTarget) => void;
}) {
  useRegionalRedirect(onRegionalRedirect);
  return null;
}

/** The chunk's entry point (see regional-redirect-slot.tsx). */
export function renderRegionalRedirectCheck(props: {
  onRegionalRedirect: (target: RegionalRedirectTarget) => void;
}) {
  return <RegionalRedirectCheck {...props} />;
}
