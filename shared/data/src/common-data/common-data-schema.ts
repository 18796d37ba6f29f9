import * as z from '@site-chrome/runtime/schema-kit';
import {
  booleanField,
  fiatCurrencySchema,
  isPlainObject,
  numberField,
  parseList,
  previewValue,
  readEnvelopeData,
  readField,
  textField,
  textRecordField,
} from '@site-chrome/runtime/schemas';
import { logWarning } from '@site-chrome/runtime';
import { readServerPathPrefix } from '@site-chrome/rules/sites';
import { createSiteDefaults } from './site-defaults';

/** Site-wide data for the current visitor; each field falls back to the site defaults. */
const commonDataSchema = z.object({
  lang_list: textRecordField(() => createSiteDefaults().lang_list),
  fiat_list: readField((raw) =>
    Array.isArray(raw) ? parseList(fiatCurrencySchema, raw, 'fiat currency') : createSiteDefaults().fiat_list,
  ),
  curr_fiat: textField('USD'),
  defaultP2PFiat: textField('USD'),
  defaultBuyCryptoFiat: textField('USD'),
  is_login: booleanField(),
  sub_website_id: numberField(0),
  /** `null` when absent or unsafe: the sub-site table's rule (`sitePathPrefix`) decides instead. */
  lang_prefix: readField((raw) => {
    const prefix = readServerPathPrefix(raw);
    if (prefix === null && raw !== undefined && raw !== null) {
      logWarning('common-data', `ignoring lang_prefix ${previewValue(raw)}: not a site path prefix`);
    }
    return prefix;
  }),
  isUKLimit: booleanField(),
  isItalyLimit: booleanField(),
  userLandingPageCountry: textField(),
  /** The phone-hidden variant: hides deposit, as the host's `variant.phone` does. */
  is_phone: booleanField(),
  is_copper: booleanField(),
  /**
   * How many cryptocurrencies the exchange lists (the Search dialog says so). Not in the spec's list of common
   * data fields, whose shapes "beyond the fields read are not shown": read when the server sends it, else the
   * site defaults' 2700 (header spec section 9).
   */
  currency_count: numberField(createSiteDefaults().currency_count),
});

export type CommonData = z.infer<typeof commonDataSchema>;

/**
 * Common data made of the site defaults (header spec section 3), for the time before the answer and for a
 * failed or empty one. `lang_prefix` stays null: the sub-site table's rule gives the prefix until then.
 */
export function defaultCommonData(): CommonData {
  const defaults = createSiteDefaults();
  return commonDataSchema.parse({
    lang_list: defaults.lang_list,
    fiat_list: defaults.fiat_list,
    curr_fiat: defaults.curr_fiat,
    defaultP2PFiat: defaults.defaultP2PFiat,
    defaultBuyCryptoFiat: defaults.defaultBuyCryptoFiat,
    is_login: defaults.isLogin,
    sub_website_id: defaults.sub_website_id,
    isUKLimit: defaults.isUKLimit,
    isItalyLimit: defaults.isItalyLimit,
    is_phone: defaults.is_phone,
    currency_count: defaults.currency_count,
  });
}

/** Common data from `{ code: 0, data }`. */
export function parseCommonDataResponse(raw: unknown): CommonData {
  const data = readEnvelopeData(raw);
  return isPlainObject(data) ? commonDataSchema.parse(data) : defaultCommonData();
}
