import { siteTable, type SiteKey } from '@site-chrome/rules/sites';
import type { MockRequest } from './mock-types';
import { readHeader } from './request-context';

/** The header every API call sends with its sub-site's app type code (header spec section 7). */
const appTypeHeaderName = 'x-gate-apptype';

function siteById(value: string | undefined): SiteKey | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return siteTable.find((site) => site.id === Number(value))?.key;
}

/** The sub-site an app type code names, when only one sub-site has it (Turkey 2, EU 3); 0 is nine sub-sites'. */
function siteByAppType(value: string | undefined): SiteKey | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  const sites = siteTable.filter((site) => site.appType === Number(value));
  return sites.length === 1 ? sites[0]?.key : undefined;
}

/**
 * The sub-site a call asks for, which the compliance check, the announcements, the remote menu config, the
 * footer menu and common data answer for: the `sub_website_id` query when it names a sub-site (it tells all
 * 11 apart), else the `X-Gate-AppType` header every call sends when that code is one sub-site's own (2 is
 * Turkey, 3 the EU; the main site and eight regional sub-sites share 0), else the main site.
 */
export function readSubSite(
  request: MockRequest,
  query: Readonly<Record<string, string | undefined>>,
): SiteKey {
  return (
    siteById(query.sub_website_id) ?? siteByAppType(readHeader(request.headers, appTypeHeaderName)) ?? 'main'
  );
}
