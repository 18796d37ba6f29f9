import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiGetResult,
  chromeQueryKeys,
  createCachedQueryFn,
  usePageDataContext,
  type ApiResult,
} from '@site-chrome/runtime';
import { parseAnnouncementsResponse } from './announcement';
import type { Announcements } from './announcement';

export const announcementsPath = '/api/web/v1/site/fullsiteBulletin';

/** Every page's announcement in one call (`index`, `wallet`). */
function getAnnouncements(signal?: AbortSignal): Promise<ApiResult<Announcements>> {
  return apiGetResult(announcementsPath, { parse: parseAnnouncementsResponse, signal });
}

/**
 * The server writes the texts in the reader's language (`X-Gate-AppLang`), so the language keys the cache:
 * a host that switches language in place gets the bar in the new language, not the old one.
 */
export function announcementsQueryOptions({ language }: { language: string }) {
  return queryOptions({
    queryKey: chromeQueryKeys.announcements({ language }),
    queryFn: createCachedQueryFn({
      fetch: ({ signal }) => getAnnouncements(signal),
      fallback: (): Announcements => ({}),
    }),
    staleTime: 5 * 60_000,
  });
}

export interface UseAnnouncementsOptions {
  /** Default: the page language. */
  language?: string;
  /** Default true. */
  enabled?: boolean;
}

/** Announcements; none (the bar stays hidden) when the call fails and nothing was shown before. */
export function useAnnouncements({ language, enabled = true }: UseAnnouncementsOptions = {}) {
  const page = usePageDataContext();
  return useQuery({ ...announcementsQueryOptions({ language: language ?? page.language }), enabled });
}

export { announcementPageKey } from './announcement-page-key';
