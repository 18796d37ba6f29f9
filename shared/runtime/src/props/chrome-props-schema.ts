import * as z from '@site-chrome/runtime/schema-kit';
import { defaultLanguage, isSupportedLanguage, type Language } from '../i18n/languages';
import { defaultMenuFeatures, findSite } from '@site-chrome/rules/sites';
import { headerPartSchema } from './header-part-schema';
import type { MenuFeatures, SiteKey, RegionalRedirectTarget } from '@site-chrome/rules/sites';
import { themeFromCode } from '@site-chrome/rules/settings';
import type { Theme } from '@site-chrome/rules/settings';
import type { FiatChangeMode } from '../store/fiat-change';
import type { ChromeTrackEvent } from '../tracking/track-clicks';

const callback = <Args extends unknown[]>() =>
  z.custom<(...args: Args) => void>((value) => typeof value === 'function', 'must be a function');

/** Optional function prop. */
const optionalCallback = <Args extends unknown[]>() => z.optional(callback<Args>());

const userSchema = z.object({
  uid: z.pipe(
    z.union([z.string().check(z.minLength(1)), z.int().check(z.nonnegative())]),
    z.transform((uid: string | number) => String(uid)),
  ),
  nickname: z._default(z.string(), ''),
  /** VIP tier; 0 means not VIP. */
  tier: z._default(z.int().check(z.minimum(0)), 0),
  isSubAccount: z._default(z.boolean(), false),
});

const variantSchema = z.object({
  hidden: z._default(z.array(headerPartSchema), []),
  testnet: z._default(z.boolean(), false),
  phone: z._default(z.boolean(), false),
  limits: z._default(
    z.object({ uk: z._default(z.boolean(), false), italy: z._default(z.boolean(), false) }),
    { uk: false, italy: false },
  ),
  copper: z._default(z.boolean(), false),
});

const flag = (defaultValue: boolean) => z._default(z.boolean(), defaultValue);

/** Each flag optional; a flag the host leaves out keeps today's behaviour (`defaultMenuFeatures`). */
const menuFeaturesSchema = z.object({
  payWith: flag(defaultMenuFeatures.payWith),
  tabSearch: flag(defaultMenuFeatures.tabSearch),
  extraPanel: flag(defaultMenuFeatures.extraPanel),
  testnet: flag(defaultMenuFeatures.testnet),
  moreMenu: flag(defaultMenuFeatures.moreMenu),
  subSiteTrade: flag(defaultMenuFeatures.subSiteTrade),
} satisfies Record<keyof MenuFeatures, unknown>);

/** An absolute http or https URL (a `javascript:` or relative one is refused). */
function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * A Sentry-style DSN, `https://<public key>@<host>/<project id>`: checked here so that a host's typo is one
 * clear props error instead of reports the SDK silently drops.
 */
function isReportingDsn(value: string): boolean {
  if (!isHttpUrl(value)) return false;
  const url = new URL(value);
  return url.username !== '' && /\/\d+$/.test(url.pathname);
}

const dsnMessage = 'must be a DSN like https://<public key>@<host>/<project id>';

const errorReportingSchema = z.object({
  /** Where reports go: the error-reporting service's DSN, `https://<public key>@<host>/<project id>`. */
  dsn: z.string().check(z.refine(isReportingDsn, { message: dsnMessage })),
  /** Share of failures reported, 0 to 1. Default 0.1 (footer spec section 9). */
  sampleRate: z._default(
    z.number().check(z.refine((rate: number) => rate >= 0 && rate <= 1, 'must be between 0 and 1')),
    0.1,
  ),
  /**
   * The file the CDN health check fetches. Default: the header's own copy of the shared React chunk, found in
   * its `mf-manifest.json`.
   */
  cdnCheckUrl: z.optional(z.string().check(z.refine(isHttpUrl, { message: 'must be an http or https URL' }))),
});

/**
 * The props every exposed component and mount function takes (ARCHITECTURE "Props"). Every field is
 * optional: a host passes what it knows and the chrome fills in the same defaults everywhere.
 */
export const chromePropsSchema = z.object({
  /** Sub-site key or id. Default 'main'. */
  site: z._default(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value: string | number, context): SiteKey => {
        const site = findSite(value);
        if (site) return site.key;
        context.issues.push({ code: 'custom', message: `unknown sub-site "${value}"`, input: value });
        return z.NEVER;
      }),
    ),
    'main' as SiteKey,
  ),
  /** Language code. Default 'en'. */
  language: z._default(
    z.pipe(
      z.string().check(z.toLowerCase(), z.refine(isSupportedLanguage, { message: 'unsupported language' })),
      z.transform((value: string) => value as Language),
    ),
    defaultLanguage,
  ),
  /** Colour theme, by name or by the code the server and older pages use (0 light, 2 dark). Default 'light'. */
  theme: z._default(
    z.union([
      z.enum(['light', 'dark']),
      z.pipe(
        z.union([z.literal(0), z.literal(2)]),
        z.transform((code: 0 | 2): Theme => themeFromCode(code)),
      ),
    ]),
    'light',
  ),
  /** The logged-in user, or null for a visitor. Default null. */
  user: z._default(z.nullable(userSchema), null),
  /** Current fiat currency code. Default 'USD'. */
  fiat: z._default(
    z.string().check(z.regex(/^[A-Za-z]{2,6}$/, 'must be a currency code'), z.toUpperCase()),
    'USD',
  ),
  /** Hidden parts and flags of the page variant. Default nothing hidden, no flags. */
  variant: z._default(variantSchema, {
    hidden: [],
    testnet: false,
    phone: false,
    limits: { uk: false, italy: false },
    copper: false,
  }),
  /**
   * The menu feature flags (header spec section 3): `payWith`, `tabSearch`, `extraPanel`, `moreMenu` and
   * `subSiteTrade` default on, `testnet` off, which is the header as it was before the flags.
   */
  menuFeatures: z._default(menuFeaturesSchema, { ...defaultMenuFeatures }),
  /**
   * Dynamic mode (header spec sections 4 and 7): the compliance check, common data and the menu are requested
   * only while it is on. Off, the chrome renders from props and what is cached (the menu a visit stored, the
   * sub-site defaults), and the login block follows the `user` prop alone. Default on.
   */
  dynamicData: z._default(z.boolean(), true),
  /**
   * The environment switch of header spec section 6: on, only the main site uses the new menu system (the
   * server menu); the regional sub-sites take their menu from the older menu configuration. Default off.
   */
  newMenuMainSiteOnly: z._default(z.boolean(), false),
  /** Path of the current page, e.g. '/myaccount/myfunds'. Default '/'. */
  path: z._default(z.string().check(z.startsWith('/')), '/'),
  onLogin: optionalCallback<[]>(),
  onSignup: optionalCallback<[]>(),
  onLogout: optionalCallback<[]>(),
  onThemeChange: optionalCallback<[theme: Theme]>(),
  onLanguageChange: optionalCallback<[language: Language]>(),
  onFiatChange: optionalCallback<[fiat: string]>(),
  /**
   * What a fiat chosen in the chrome does to the page: 'reload' (default, footer spec section 4) stores
   * `curr_fiat` and reloads, so the server prices the whole page anew; 'live' stores it and updates the chrome
   * in place through the store, and the host re-prices its own content from `onFiatChange`.
   */
  fiatChange: z._default(z.enum(['reload', 'live'] as const satisfies readonly FiatChangeMode[]), 'reload'),
  /** Every click on a button or link of the chrome, for the host's analytics (header spec section 7). */
  onTrack: optionalCallback<[event: ChromeTrackEvent]>(),
  /**
   * Opting in to the regional redirect (header spec section 4): when a logged-out visitor on a listed public
   * page of the global site lands from a country with its own sub-site, the header calls this once with the
   * sub-site and path to go to. The host navigates, as only it knows each sub-site's host. Without it,
   * nobody is redirected.
   */
  onRegionalRedirect: optionalCallback<[target: RegionalRedirectTarget]>(),
  /**
   * The reader chose to go to another sub-site (the Turkey modal's "Go to the Turkish site"). The host
   * navigates, as only it knows each sub-site's address; without it that option is not offered.
   */
  onSiteChange: optionalCallback<[target: RegionalRedirectTarget]>(),
  /**
   * Error reporting for the CDN health check (footer spec sections 7 to 9): 5 s after the header first mounts,
   * it fetches a React file from the header's CDN and reports a failure here. Without it the check does not
   * run, as there is nowhere to report to. Default none.
   */
  errorReporting: z.optional(errorReportingSchema),
});

/** What a host may pass. */
export type ChromeProps = z.input<typeof chromePropsSchema>;
/** What components work with after validation and defaults. */
export type ResolvedChromeProps = z.output<typeof chromePropsSchema>;
export type ChromeUser = z.output<typeof userSchema>;
export type ChromeVariant = z.output<typeof variantSchema>;
