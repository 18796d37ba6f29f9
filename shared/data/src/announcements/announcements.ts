import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetResult, chromeQueryKeys, createCachedQueryFn, type ApiResult } from '@site-chrome/runtime';
import { parseAnnouncementsResponse } from './announcement';
import type { Announcements } from './announcement';

export const announcementsPath = '/api/web/v1/site/fullsiteBulletin';

/** Every page's announcement in one call (`index`, `wallet`). */
function getAnnouncements(signal?: AbortSignal): Promise<ApiResult<Announcements>> {
  return apiGetResult(announcementsPath, { parse: parseAnnouncementsResponse, signal });
}

function announcementsQueryOptions() {
  return queryOptions({
    queryKey: chromeQueryKeys.announcements(),
    queryFn: createCachedQueryFn({
      fetch: ({ signal }) => getAnnouncements(signal),
      fallback: (): Announcements => ({}),
    }),
    staleTime: 5 * 60_000,
  });
}

export interface UseAnnouncementsOptions {
  /** Default true. */
  enabled?: boolean;
}

/** Announcements; none (the bar stays hidden) when the call fails and nothing was shown before. */
export function useAnnouncements({ enabled = true }: UseAnnouncementsOptions = {}) {
  return useQuery({ ...announcementsQueryOptions(), enabled });
}

export { announcementPageKey } from './announcement-page-key';
