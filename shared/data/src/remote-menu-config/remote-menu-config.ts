import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetResult, chromeQueryKeys, usePageDataContext, type ApiResult } from '@site-chrome/runtime';
// Through the header menu's entry: the menu schemas live there, once on the page.
import { parseMenu, type MenuItem, type MenuPlacement } from '@site-chrome/data/header-menu';

/**
 * The remote menu config (header spec sections 1 and 7): the fallback fetch when the server menu is
 * empty. The spec gives its query (`lang`) and its retry rule but not its path; this is ours.
 */
export const remoteMenuConfigPath = '/api/web/v1/site/menuConfig';

/** Header spec section 7: "retried 3 times at 1 s intervals". */
export const remoteMenuConfigRetries = 3;
export const remoteMenuConfigRetryDelayMs = 1000;

export interface RemoteMenuConfigParams {
  language: string;
  /** 'web' for the header bar, 'h5' for the drawer. Default 'web'. */
  platform?: MenuPlacement;
}

function getRemoteMenuConfig(
  { language, platform = 'web' }: RemoteMenuConfigParams,
  signal?: AbortSignal,
): Promise<ApiResult<MenuItem[]>> {
  return apiGetResult(remoteMenuConfigPath, {
    query: { lang: language },
    parse: (raw) => parseMenu(raw, { placement: platform, complianceMenuList: [] }),
    signal,
  });
}

/**
 * Unlike the other calls, a failed or empty answer throws, so react-query really retries it (three
 * times, 1 s apart); after that the query keeps what it had (a stale copy) and the hook answers [].
 */
export function remoteMenuConfigQueryOptions({ language, platform = 'web' }: RemoteMenuConfigParams) {
  return queryOptions({
    queryKey: chromeQueryKeys.remoteMenuConfig({ language, platform }),
    queryFn: async ({ signal }) => {
      const result = await getRemoteMenuConfig({ language, platform }, signal);
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

/** The fallback menu: fresh, else the last one this page had, else none. */
export function useRemoteMenuConfig({ language, platform, enabled = true }: UseRemoteMenuConfigOptions = {}) {
  const page = usePageDataContext();
  const query = useQuery({
    ...remoteMenuConfigQueryOptions({ language: language ?? page.language, platform }),
    enabled,
  });
  return { ...query, items: query.data ?? noItems };
}
