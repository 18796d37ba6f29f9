import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiGetResult,
  chromeQueryKeys,
  createCachedQueryFn,
  parseNonEmptyObject,
  type ApiResult,
} from '@site-chrome/runtime';
import { defaultAccountMode, parseAccountModeResponse } from '@site-chrome/data/account-mode';
import type { AccountMode } from '@site-chrome/data/account-mode';

export const accountSettingsPath = '/api/web/v1/usercenter/accountSettings';

/** The user's account settings; they answer in the account-mode shape. */
function getAccountSettings(signal?: AbortSignal): Promise<ApiResult<AccountMode | null>> {
  return apiGetResult(accountSettingsPath, { parse: parseNonEmptyObject(parseAccountModeResponse), signal });
}

function accountSettingsQueryOptions() {
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
