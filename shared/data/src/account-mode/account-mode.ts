import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiGetResult,
  chromeQueryKeys,
  createCachedQueryFn,
  parseNonEmptyObject,
  type ApiResult,
} from '@site-chrome/runtime';
import { defaultAccountMode, parseAccountModeResponse } from './account-mode-schema';
import type { AccountMode } from './account-mode-schema';

export const accountModePath = '/apiw/v2/unified/account_mode';

/** Unified account mode; it decides the account menus (a unified account once `first_open` is false). */
function getAccountMode(signal?: AbortSignal): Promise<ApiResult<AccountMode | null>> {
  return apiGetResult(accountModePath, { parse: parseNonEmptyObject(parseAccountModeResponse), signal });
}

function accountModeQueryOptions() {
  return queryOptions({
    queryKey: chromeQueryKeys.accountMode(),
    queryFn: createCachedQueryFn({
      fetch: ({ signal }) => getAccountMode(signal),
      // Spec section 8: a failed call yields the default account mode (classic, all off).
      fallback: defaultAccountMode,
    }),
  });
}

export interface UseAccountModeOptions {
  /** Default true; pass false for visitors. */
  enabled?: boolean;
}

export function useAccountMode({ enabled = true }: UseAccountModeOptions = {}) {
  return useQuery({ ...accountModeQueryOptions(), enabled });
}

export { defaultAccountMode, parseAccountModeResponse } from './account-mode-schema';
