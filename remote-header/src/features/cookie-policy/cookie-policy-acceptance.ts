import { readStoredJson, writeStoredJson } from '@site-chrome/runtime';
import { parseCookiePolicyAcceptedAt } from '@site-chrome/rules/settings';

/** Where the acceptance time is kept (epoch milliseconds). */
export const cookiePolicyStorageKey = 'cookie_policy_accepted_at';

const isStoredTime = (value: unknown): value is number | string =>
  typeof value === 'number' || typeof value === 'string';

/** When the reader accepted, from storage; null when never (or when what is stored is not a time). */
export function readCookiePolicyAcceptance(): number | null {
  const stored = readStoredJson(cookiePolicyStorageKey, isStoredTime);
  return stored === undefined ? null : parseCookiePolicyAcceptedAt(String(stored));
}

/** Stores the acceptance; false when the browser refuses (the banner still closes for this page view). */
export function storeCookiePolicyAcceptance(now: number): boolean {
  return writeStoredJson(cookiePolicyStorageKey, now);
}
