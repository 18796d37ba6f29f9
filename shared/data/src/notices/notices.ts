import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiGetResult,
  chromeQueryKeys,
  createCachedQueryFn,
  usePageDataContext,
  type ApiResult,
} from '@site-chrome/runtime';
import { parseNotificationsResponse } from './notification';
import type { Notification, NotificationTab } from './notification';

export const noticesPath = '/apiw/v2/herald/get_notice_record';
/** Spec section 9: the bell shows page 1, 10 notices. */
const noticesPageSize = 10;

/** The first page of one tab's notices. */
function getNotices(tab: NotificationTab, signal?: AbortSignal): Promise<ApiResult<Notification[]>> {
  return apiGetResult(noticesPath, {
    query: { type: tab, page: 1, size: noticesPageSize },
    parse: parseNotificationsResponse,
    signal,
  });
}

/**
 * The server writes notice titles in the reader's language (`X-Gate-AppLang`), so the language keys the
 * cache: after a language switch in place the bell shows the new language's titles, not the old ones.
 */
function noticesQueryOptions(tab: NotificationTab, language: string) {
  return queryOptions({
    queryKey: chromeQueryKeys.notices({ tab, language }),
    queryFn: createCachedQueryFn({
      fetch: ({ signal }) => getNotices(tab, signal),
      fallback: (): Notification[] => [],
    }),
  });
}

export interface UseNoticesOptions {
  tab: NotificationTab;
  /** Default true; the bell passes true from its first hover on (spec section 4). */
  enabled?: boolean;
}

export function useNotices({ tab, enabled = true }: UseNoticesOptions) {
  const { language } = usePageDataContext();
  return useQuery({ ...noticesQueryOptions(tab, language), enabled });
}

export { notificationStatusIcon, notificationTabs } from './notification';
export type { Notification, NotificationStatusIcon, NotificationTab } from './notification';
