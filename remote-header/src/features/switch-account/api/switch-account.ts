import { apiPostResult } from '@site-chrome/runtime';
import { isSuccessEnvelope } from '@site-chrome/runtime/schemas';

/** Ours: the spec shows only that the switch-account script exists (docs/decisions/account-menus.md). */
const switchAccountPath = '/api/web/v1/usercenter/switchAccount';

function parseSwitchAnswer(raw: unknown): true {
  if (!isSuccessEnvelope(raw)) throw new Error('the server refused the switch');
  return true;
}

/**
 * Switches this browser to the linked account `uid` (a form-encoded POST with the CSRF header, which the API
 * client adds). True when the server confirmed it; a failure is logged once by the API client.
 */
export async function switchAccount(uid: string): Promise<boolean> {
  const result = await apiPostResult(switchAccountPath, { body: { uid }, parse: parseSwitchAnswer });
  return result.ok;
}
