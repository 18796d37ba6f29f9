import { chromeQueryKeys } from '@site-chrome/runtime';
import { defineAccountQuery } from './define-account-query';
import { parseUserInfoResponse, visitorUserInfo } from './user-info-schema';

/** The signed-in user, or the visitor (`isLogin: false`) when nobody is. */
export const userInfo = defineAccountQuery({
  path: '/api/web/v1/usercenter/userInfo',
  key: chromeQueryKeys.userInfo,
  parse: parseUserInfoResponse,
  fallback: visitorUserInfo,
});

export interface UseUserInfoOptions {
  /** Default true. */
  enabled?: boolean;
}

export function useUserInfo(options: UseUserInfoOptions = {}) {
  return userInfo.useQuery(undefined, options);
}

export type { UserInfo } from './user-info-schema';
