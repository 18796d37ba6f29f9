import { findSite, mainSite, siteKeys, type SiteDefinition } from '@site-chrome/rules/sites';
import { logError } from '../logging/logger';

/**
 * Like `findSite` (a pure rule), but never fails: an unknown value logs one clear error and gives the
 * main site, so a mistyped host prop still renders a working header. It lives in the runtime because
 * it reports through the page's one logger; the rules package imports nothing of ours.
 */
export function resolveSite(keyOrId: string | number): SiteDefinition {
  const site = findSite(keyOrId);
  if (site) return site;
  logError(
    'sites',
    `Unknown sub-site ${JSON.stringify(keyOrId)}; using the main site (0). ` +
      `Expected one of ${siteKeys.join(', ')} or their numeric ids.`,
  );
  return mainSite;
}
