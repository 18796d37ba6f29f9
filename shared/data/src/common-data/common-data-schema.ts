import * as z from '@site-chrome/runtime/schema-kit';
import {
  booleanField,
  fiatCurrencySchema,
  isPlainObject,
  logWarning,
  numberField,
  parseList,
  previewValue,
  readEnvelopeData,
  readField,
  textField,
  textRecordField,
} from '@site-chrome/runtime';
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
  is_service_host: booleanField(),
  userLandingPageCountry: textField(),
  is_phone: booleanField(),
  is_copper: booleanField(),
});

export type CommonData = z.infer<typeof commonDataSchema>;

/** Common data made only of defaults, for a failed or empty answer. */
export function defaultCommonData(): CommonData {
  return commonDataSchema.parse({});
}

/** Common data from `{ code: 0, data }`. */
export function parseCommonDataResponse(raw: unknown): CommonData {
  const data = readEnvelopeData(raw);
  return isPlainObject(data) ? commonDataSchema.parse(data) : defaultCommonData();
}
