import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiGetResult,
  chromeQueryKeys,
  createCachedQueryFn,
  parseNonEmptyObject,
  type ApiResult,
} from '@site-chrome/runtime';
import { parseUserInfoResponse, visitorUserInfo } from './user-info-schema';
import type { UserInfo } from './user-info-schema';

export const userInfoPath = '/api/web/v1/usercenter/userInfo';

/** The signed-in user, or the visitor (`isLogin: false`) when nobody is. */
function getUserInfo(signal?: AbortSignal): Promise<ApiResult<UserInfo | null>> {
  return apiGetResult(userInfoPath, { parse: parseNonEmptyObject(parseUserInfoResponse), signal });
}

function userInfoQueryOptions() {
  return queryOptions({
    queryKey: chromeQueryKeys.userInfo(),
    queryFn: createCachedQueryFn({
      fetch: ({ signal }) => getUserInfo(signal),
      fallback: visitorUserInfo,
    }),
  });
}

export interface UseUserInfoOptions {
  /** Default true. */
  enabled?: boolean;
}

export function useUserInfo({ enabled = true }: UseUserInfoOptions = {}) {
  return useQuery({ ...userInfoQueryOptions(), enabled });
}

export type { UserInfo } from './user-info-schema';
