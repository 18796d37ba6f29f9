import { apiGet, chromeQueryKeys, parseAnnouncementsResponse, type Announcements } from '@site-chrome/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const announcementsPath = '/api/web/v1/site/fullsiteBulletin';

/** Fetches every page's announcement in one call; a failure yields none (the bar stays hidden). */
export function getAnnouncements(): Promise<Announcements> {
  return apiGet(announcementsPath, { parse: parseAnnouncementsResponse, fallback: {} });
}

export const announcementsQueryOptions = queryOptions({
  queryKey: chromeQueryKeys.announcements(),
  queryFn: getAnnouncements,
  staleTime: 5 * 60_000,
});

export function useAnnouncements() {
  return useQuery(announcementsQueryOptions);
}
