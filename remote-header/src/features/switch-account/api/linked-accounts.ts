import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetResult, chromeQueryKeys } from '@site-chrome/runtime';
import * as z from '@site-chrome/runtime/schema-kit';
import { booleanField, isSuccessEnvelope, requiredTextField, textField } from '@site-chrome/runtime/schemas';

/** Ours: the spec shows only that the switch-account script exists (docs/decisions/account-menus.md). */
const linkedAccountsPath = '/api/web/v1/usercenter/subAccounts';

const linkedAccountSchema = z.object({
  uid: requiredTextField,
  nickname: textField(),
  user_nick: textField(),
  is_sub_account: booleanField(),
  is_current: booleanField(),
});

const linkedAccountsAnswerSchema = z.object({
  data: z.object({ list: z.array(linkedAccountSchema) }),
});

/** An account the reader may switch this browser to. */
export interface LinkedAccount {
  uid: string;
  /** What the account card shows: the display name, else the nickname, else the uid. */
  name: string;
  isSubAccount: boolean;
  /** The account this browser uses now. */
  isCurrent: boolean;
}

/**
 * `{ code: 0, data: { list: [{ uid, nickname, user_nick, is_sub_account, is_current }] } }`. Unlike the menus'
 * lists, an answer that cannot be read whole throws (and the API client logs it): a reader choosing an account
 * must see all of them or be told the list failed, never a silently shortened one.
 */
function parseLinkedAccountsResponse(raw: unknown): LinkedAccount[] {
  if (!isSuccessEnvelope(raw)) throw new Error('the server refused the account list');
  return linkedAccountsAnswerSchema.parse(raw).data.list.map((account) => ({
    uid: account.uid,
    name: account.user_nick.trim() || account.nickname.trim() || account.uid,
    isSubAccount: account.is_sub_account,
    isCurrent: account.is_current,
  }));
}

// Under `account()`, so a logout drops it with the rest of the reader's data.
const linkedAccountsKey = () => [...chromeQueryKeys.account(), 'linked-accounts'] as const;

const linkedAccountsQuery = () =>
  queryOptions({
    queryKey: linkedAccountsKey(),
    queryFn: async ({ signal }) => {
      const result = await apiGetResult(linkedAccountsPath, { parse: parseLinkedAccountsResponse, signal });
      // Already logged by the API client; thrown so the dialog shows the failure and offers to try again.
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    },
    // Asked afresh each time the dialog opens: another tab may have switched, or added a sub-account.
    staleTime: 0,
    gcTime: 0,
    // The reader sees the failure at once and chooses to try again.
    retry: false,
  });

/** The reader's linked accounts, fetched while the dialog is open. */
export function useLinkedAccounts({ enabled }: { enabled: boolean }) {
  return useQuery({ ...linkedAccountsQuery(), enabled });
}
