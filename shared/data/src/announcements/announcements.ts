import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  chromeQueryKeys,
  createCachedQueryFn,
  usePageDataContext,
  type ApiResult,
} from '@site-chrome/runtime';
import { type ApiGetter, apiClientOf } from '@site-chrome/runtime/query-api';
import { parseAnnouncementsResponse } from './announcement';
import type { Announcements } from './announcement';

export const announcementsPath = '/api/web/v1/site/fullsiteBulletin';

export interface AnnouncementsParams {
  language: string;
  /** Sent as `sub_website_id`: a sub-site has its own announcements (issue 40; the spec shows no query). */
  subWebsiteId: number;
}

/** Every page's announcement of one sub-site in one call (`index`, `wallet`). */
function getAnnouncements(
  client: ApiGetter,
  { subWebsiteId }: AnnouncementsParams,
  signal?: AbortSignal,
): Promise<ApiResult<Announcements>> {
  return client.getResult(announcementsPath, {
    query: { sub_website_id: subWebsiteId },
    parse: parseAnnouncementsResponse,
    signal,
  });
}

/**
 * The server writes the texts in the reader's language (`X-Gate-AppLang`), so the language keys the cache:
 * a host that switches language in place gets the bar in the new language, not the old one.
 */
export function announcementsQueryOptions(params: AnnouncementsParams) {
  return queryOptions({
    queryKey: chromeQueryKeys.announcements(params),
    queryFn: createCachedQueryFn({
      fetch: ({ signal, meta }) => getAnnouncements(apiClientOf(meta), params, signal),
      fallback: (): Announcements => ({}),
    }),
    staleTime: 5 * 60_000,
  });
}

export interface UseAnnouncementsOptions extends Partial<AnnouncementsParams> {
  /** Default true. */
  enabled?: boolean;
}

/**
 * Announcements for the page language and sub-site (unless given); none (the bar stays hidden) when the call
 * fails and nothing was shown before.
 */
export function useAnnouncements({ language, subWebsiteId, enabled = true }: UseAnnouncementsOptions = {}) {
  const page = usePageDataContext();
  return useQuery({
    ...announcementsQueryOptions({
      language: language ?? page.language,
      subWebsiteId: subWebsiteId ?? page.subWebsiteId,
    }),
    enabled,
  });
}

export { announcementPageKey } from './announcement-page-key';
