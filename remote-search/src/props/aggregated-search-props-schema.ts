import { defaultLanguage, isSupportedLanguage, type Language } from '@site-chrome/runtime';
import { readServerPathPrefix } from '@site-chrome/rules/sites';
import * as z from '@site-chrome/runtime/schema-kit';

/** The props contract this remote implements (footer spec section 7: "search version 5"). */
const searchVersion = 5;

const currencyCode = z
  .string()
  .check(z.regex(/^[A-Za-z0-9]{2,10}$/, 'must be a currency code'), z.toUpperCase());

/** Units of the fiat per 1 USD, with the symbol prices in it are written with. */
const fiatRateSchema = z.object({
  symbol: z.string(),
  rate: z.number().check(z.positive()),
});

/**
 * AggregatedSearch's props: exactly the list of footer spec section 7, each optional with a safe default.
 * Documented, with examples, in remote-search/README.md.
 */
export const aggregatedSearchPropsSchema = z.object({
  /** Language code. Default 'en'. */
  language: z._default(
    z.pipe(
      z.string().check(z.toLowerCase(), z.refine(isSupportedLanguage, { message: 'unsupported language' })),
      z.transform((value: string) => value as Language),
    ),
    defaultLanguage,
  ),
  /** Fiat code -> { symbol, rate per 1 USD }, e.g. `{ EUR: { symbol: '€', rate: 0.92 } }`. Default {}. */
  fiatRates: z._default(z.record(currencyCode, fiatRateSchema), {}),
  /** The fiat prices are shown in, e.g. 'EUR'. Default 'USD'. */
  currentFiat: z._default(currencyCode, 'USD'),
  /** Put before every link: '' or '/segment' ('/de'). Anything that could leave the site is refused. Default ''. */
  languagePrefix: z._default(
    z.pipe(
      z.string(),
      z.transform((value: string, context) => {
        const prefix = readServerPathPrefix(value);
        if (prefix !== null) return prefix;
        context.issues.push({ code: 'custom', message: "must be '' or a path like '/de'", input: value });
        return z.NEVER;
      }),
    ),
    '',
  ),
  /** Quote currency -> its value in USD, e.g. `{ BTC: 97000, USDT: 1 }`. Missing ones come from the spot list. Default {}. */
  marketRates: z._default(z.record(currencyCode, z.number().check(z.positive())), {}),
  /** The fiat a "buy" result uses when the current fiat cannot buy crypto. Default 'USD'. */
  defaultP2PFiat: z._default(currencyCode, 'USD'),
  /** The contract version the host was written for; only 5 exists. Default 5. */
  searchVersion: z._default(z.literal(searchVersion), searchVersion),
  /** Colour theme. Default 'light'. */
  theme: z._default(z.enum(['light', 'dark']), 'light'),
  /**
   * Coins whose icons exist on the icon host (`['BTC', 'ETH']`): other coins get a lettered badge instead
   * of a request that would fail. Default: none given, every icon is requested.
   */
  coinIconWhitelist: z.optional(z.array(currencyCode)),
});

export type AggregatedSearchProps = z.input<typeof aggregatedSearchPropsSchema>;
export type ResolvedSearchProps = z.output<typeof aggregatedSearchPropsSchema>;
