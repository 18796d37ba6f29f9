import { chromeQueryKeys } from '@site-chrome/runtime';
import { defineAccountQuery } from './define-account-query';
import { defaultAccountMode, parseAccountModeResponse } from './account-mode-schema';

/** Unified account mode; it decides the account menus (a unified account once `first_open` is false). */
export const accountMode = defineAccountQuery({
  path: '/apiw/v2/unified/account_mode',
  key: chromeQueryKeys.accountMode,
  parse: parseAccountModeResponse,
  // Spec section 8: a failed call yields the default account mode (classic, all off).
  fallback: defaultAccountMode,
});

export interface UseAccountModeOptions {
  /** Default true; pass false for visitors. */
  enabled?: boolean;
}

export function useAccountMode(options: UseAccountModeOptions = {}) {
  return accountMode.useQuery(undefined, options);
}
