import * as z from '@site-chrome/runtime/schema-kit';
import {
  booleanField,
  fiatCurrencySchema,
  numberField,
  parseList,
  readField,
  textField,
  textRecordField,
} from '@site-chrome/runtime/schemas';

const defaultFiatList = () => [
  { fiat: 'USD', symbol: '$' },
  { fiat: 'EUR', symbol: '€' },
  { fiat: 'GBP', symbol: '£' },
  { fiat: 'JPY', symbol: '¥' },
  { fiat: 'TRY', symbol: '₺' },
];

const defaultLanguageList = () => ({
  en: 'English',
  zh: '简体中文',
  'zh-tw': '繁體中文',
  ja: '日本語',
  ko: '한국어',
  tr: 'Türkçe',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  'pt-br': 'Português (Brasil)',
  ru: 'Русский',
  vi: 'Tiếng Việt',
  ar: 'العربية',
});

/**
 * What the chrome renders with before any server data arrives (header spec, section 3 "Site defaults"):
 * `defaultCommonData()` is made of these, and `useCommonData` shows it until the answer comes. Each field
 * falls back on its own, so a partial server-injected object still yields a complete value.
 *
 * The spec's list also names flags for Brazil, the Netherlands, Hong Kong, Taiwan and Uzbekistan limits,
 * withdraw-only, blocked country, compliance tips, kyc_toast, limitCountryUserStatus and is_service_host.
 * Neither spec says what any of them changes in the header or footer (they steer pages outside the chrome:
 * withdrawals, KYC), so they are not kept here: a default nothing reads is a defect (issue 31). The UK and
 * Italy limits and is_phone are kept: the visibility rule reads them (`useVisibilityInput`).
 */
export const siteDefaultsSchema = z.object({
  fiat_list: readField((raw) =>
    Array.isArray(raw) ? parseList(fiatCurrencySchema, raw, 'fiat currency') : defaultFiatList(),
  ),
  lang_list: textRecordField(defaultLanguageList),
  lang_prefix: textField(),
  sub_website_id: numberField(0),
  isLogin: booleanField(),
  curr_fiat: textField('USD'),
  /**
   * How many cryptocurrencies the exchange lists, until the spot list says (header spec section 9, "currency
   * count 2700"): the Search dialog's "Search over 2,700 cryptocurrencies" (`useListedCurrencyCount`).
   */
  currency_count: numberField(2700),
  defaultBuyCryptoFiat: textField('USD'),
  defaultP2PFiat: textField('USD'),
  /**
   * The fiat rates until the rate call answers (`useFiatMarketRates` shows them meanwhile), in its shape:
   * units of each fiat per 1 USD, with its symbol. Only USD is known without asking: 1, `$`.
   */
  fiat_market_rates: z.catch(
    z.record(z.string(), z.object({ symbol: z.string(), rate: z.number() })),
    () => ({ USD: { symbol: '$', rate: 1 } }),
  ),
  isUKLimit: booleanField(),
  isItalyLimit: booleanField(),
  /** The phone-hidden variant (header spec section 6: it hides deposit). */
  is_phone: booleanField(),
});

export type SiteDefaults = z.infer<typeof siteDefaultsSchema>;

/** A fresh, complete defaults object (callers may change their copy). */
export function createSiteDefaults(): SiteDefaults {
  return siteDefaultsSchema.parse({});
}

/** The defaults, frozen at the top level; use `createSiteDefaults()` for a copy to change. */
export const siteDefaults: Readonly<SiteDefaults> = Object.freeze(createSiteDefaults());
