import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetResult } from '../api/default-api-client';
import type { ApiResult } from '../api/api-result';
import { createCachedQueryFn } from '../query/cached-query-fn';
import { chromeQueryKeys } from '../query/query-keys';
import { defaultAccountMode, parseAccountModeResponse } from '../schemas/account-mode';
import type { AccountMode } from '../schemas/account-mode';
import { parseNonEmptyObject } from './envelope-object';

export const accountSettingsPath = '/api/web/v1/usercenter/accountSettings';

/** The user's account settings; they answer in the account-mode shape. */
export function getAccountSettings(signal?: AbortSignal): Promise<ApiResult<AccountMode | null>> {
  return apiGetResult(accountSettingsPath, { parse: parseNonEmptyObject(parseAccountModeResponse), signal });
}

export function accountSettingsQueryOptions() {
  return queryOptions({
    queryKey: chromeQueryKeys.accountSettings(),
    queryFn: createCachedQueryFn({
      fetch: ({ signal }) => getAccountSettings(signal),
      fallback: defaultAccountMode,
    }),
  });
}

export interface UseAccountSettingsOptions {
  /** Default true; pass false for visitors. */
  enabled?: boolean;
}

export function useAccountSettings({ enabled = true }: UseAccountSettingsOptions = {}) {
  return useQuery({ ...accountSettingsQueryOptions(), enabled });
}
