import { logError } from '../logging/logger';
import { mainSite, siteKeys, siteTable } from './site-table';
import type { SiteDefinition } from './site-table';

const sitesByKey = new Map<string, SiteDefinition>(siteTable.map((site) => [site.key, site]));
const sitesById = new Map<number, SiteDefinition>(siteTable.map((site) => [site.id, site]));

/** Looks a sub-site up by key (`'tr'`, case-insensitive) or id (`177` or `'177'`); `undefined` when unknown. */
export function findSite(keyOrId: string | number): SiteDefinition | undefined {
  if (typeof keyOrId === 'number') return sitesById.get(keyOrId);
  if (typeof keyOrId !== 'string') return undefined;
  const trimmed = keyOrId.trim();
  if (/^\d+$/.test(trimmed)) return sitesById.get(Number(trimmed));
  return sitesByKey.get(trimmed.toLowerCase());
}

/**
 * Like `findSite`, but never fails: an unknown value logs one clear error and gives the main site,
 * so a mistyped host prop still renders a working header.
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
