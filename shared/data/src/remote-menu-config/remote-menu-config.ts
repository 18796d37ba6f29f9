import { queryOptions, useQuery } from '@tanstack/react-query';
import { chromeQueryKeys, usePageDataContext, type ApiResult } from '@site-chrome/runtime';
import { type ApiGetter, apiClientOf } from '@site-chrome/runtime/query-api';
// Through the header menu's entry: the menu schemas live there, once on the page.
import { parseMenu, type MenuItem, type MenuPlacement } from '@site-chrome/data/header-menu';

/**
 * The remote menu config (header spec sections 1 and 7): the fallback fetch when the server menu is
 * empty. The spec gives its query (`lang`) and its retry rule but not its path; this is ours.
 */
export const remoteMenuConfigPath = '/api/web/v1/site/menuConfig';

/** Header spec section 7: "retried 3 times at 1 s intervals". */
const remoteMenuConfigRetries = 3;
const remoteMenuConfigRetryDelayMs = 1000;

export interface RemoteMenuConfigParams {
  language: string;
  /** 'web' for the header bar, 'h5' for the drawer. Default 'web'. */
  platform?: MenuPlacement;
  /** Sent as `sub_website_id`: a sub-site has its own menu config (issue 40). */
  subWebsiteId: number;
}

function getRemoteMenuConfig(
  client: ApiGetter,
  { language, platform = 'web', subWebsiteId }: RemoteMenuConfigParams,
  signal?: AbortSignal,
): Promise<ApiResult<MenuItem[]>> {
  return client.getResult(remoteMenuConfigPath, {
    query: { lang: language, sub_website_id: subWebsiteId },
    parse: (raw) => parseMenu(raw, { placement: platform, complianceMenuList: [] }),
    signal,
  });
}

/**
 * Unlike the other calls, a failed or empty answer throws, so react-query really retries it (three
 * times, 1 s apart); after that the query keeps what it had (a stale copy) and the hook answers [].
 */
export function remoteMenuConfigQueryOptions({
  language,
  platform = 'web',
  subWebsiteId,
}: RemoteMenuConfigParams) {
  return queryOptions({
    queryKey: chromeQueryKeys.remoteMenuConfig({ language, platform, subWebsiteId }),
    queryFn: async ({ signal, meta }) => {
      const result = await getRemoteMenuConfig(
        apiClientOf(meta),
        { language, platform, subWebsiteId },
        signal,
      );
      if (!result.ok) throw new Error(`remote menu config: ${result.error.message}`);
      if (result.data.length === 0) throw new Error('remote menu config: the answer holds no menu');
      return result.data;
    },
    retry: remoteMenuConfigRetries,
    retryDelay: remoteMenuConfigRetryDelayMs,
  });
}

export interface UseRemoteMenuConfigOptions extends Partial<RemoteMenuConfigParams> {
  /** Default true; the header enables it only once the server menu has come back empty. */
  enabled?: boolean;
}

const noItems: MenuItem[] = [];

/** The fallback menu for the page language and sub-site (unless given): fresh, else the last one, else none. */
export function useRemoteMenuConfig({
  language,
  platform,
  subWebsiteId,
  enabled = true,
}: UseRemoteMenuConfigOptions = {}) {
  const page = usePageDataContext();
  const query = useQuery({
    ...remoteMenuConfigQueryOptions({
      language: language ?? page.language,
      platform,
      subWebsiteId: subWebsiteId ?? page.subWebsiteId,
    }),
    enabled,
  });
  return { ...query, items: query.data ?? noItems };
}
