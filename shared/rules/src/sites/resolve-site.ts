import { siteTable } from './site-table';
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
