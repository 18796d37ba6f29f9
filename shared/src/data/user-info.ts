import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetResult } from '../api/default-api-client';
import type { ApiResult } from '../api/api-result';
import { createCachedQueryFn } from '../query/cached-query-fn';
import { chromeQueryKeys } from '../query/query-keys';
import { parseUserInfoResponse, visitorUserInfo } from '../schemas/user-info';
import type { UserInfo } from '../schemas/user-info';
import { parseNonEmptyObject } from './envelope-object';

export const userInfoPath = '/api/web/v1/usercenter/userInfo';

/** The signed-in user, or the visitor (`isLogin: false`) when nobody is. */
export function getUserInfo(signal?: AbortSignal): Promise<ApiResult<UserInfo | null>> {
  return apiGetResult(userInfoPath, { parse: parseNonEmptyObject(parseUserInfoResponse), signal });
}

export function userInfoQueryOptions() {
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
