import * as z from '@site-chrome/runtime/schema-kit';
import {
  booleanField,
  isPlainObject,
  numberField,
  readEnvelopeData,
  safeLinkSchema,
  textField,
} from '@site-chrome/runtime/schemas';

/**
 * The signed-in user (header spec, section 3). A visitor's answer is `{ isLogin: false }`, which parses to
 * the all-default user. Money amounts stay decimal strings so no precision is lost; levels are numbers.
 */
const userInfoSchema = z.object({
  uid: textField(),
  /** 0 means not VIP. */
  tier_level: numberField(0),
  nickname: textField(),
  user_avatar: safeLinkSchema,
  user_nick: textField(),
  /** Percent, 0-100. */
  tier_next_progress: numberField(0),
  tier_next_usdt: textField('0'),
  tier_next_fiat: textField('0'),
  curr_fiat: textField('USD'),
  tier_next_gt_min: textField('0'),
  tier_next_gt_only: textField('0'),
  tier_next_asset_only_usd: textField('0'),
  tier_all_trade_usdt: textField('0'),
  tier_all_trade_jpy: textField('0'),
  total_usd: textField('0'),
  kyc_status: numberField(0),
  /** 1 or less shows the "Too weak" hint. */
  safe_level: numberField(0),
  isLogin: booleanField(),
  clientLoading: booleanField(),
  is_sub_account: booleanField(),
  white_list_show: booleanField(),
  is_sub: booleanField(),
});

export type UserInfo = z.infer<typeof userInfoSchema>;

/** The visitor: not logged in, no user data. */
export function visitorUserInfo(): UserInfo {
  return userInfoSchema.parse({});
}

/** User info from `{ code: 0, data }`; anything else is the visitor. */
export function parseUserInfoResponse(raw: unknown): UserInfo {
  const data = readEnvelopeData(raw);
  return isPlainObject(data) ? userInfoSchema.parse(data) : visitorUserInfo();
}
