import { z } from 'zod';
import { defaultLanguage, isSupportedLanguage, type Language } from '../i18n/languages';
import { findSite } from '../sites/resolve-site';
import { headerPartSchema } from '../sites/header-parts';
import type { SiteKey } from '../sites/site-table';
import type { Theme } from '../settings/settings-values';

const callback = <Args extends unknown[]>() =>
  z.custom<(...args: Args) => void>((value) => typeof value === 'function', 'must be a function');

const userSchema = z.object({
  uid: z.union([z.string().min(1), z.number().int().nonnegative()]).transform(String),
  nickname: z.string().default(''),
  /** VIP tier; 0 means not VIP. */
  tier: z.number().int().min(0).default(0),
  isSubAccount: z.boolean().default(false),
});

const variantSchema = z.object({
  hidden: z.array(headerPartSchema).default([]),
  testnet: z.boolean().default(false),
  phone: z.boolean().default(false),
  limits: z.object({ uk: z.boolean().default(false), italy: z.boolean().default(false) }).default({
    uk: false,
    italy: false,
  }),
  copper: z.boolean().default(false),
});

/**
 * The props every exposed component and mount function takes (ARCHITECTURE "Props"). Every field is
 * optional: a host passes what it knows and the chrome fills in the same defaults everywhere.
 */
export const chromePropsSchema = z.object({
  /** Sub-site key or id. Default 'main'. */
  site: z
    .union([z.string(), z.number()])
    .transform((value, context) => {
      const site = findSite(value);
      if (site) return site.key;
      context.addIssue({ code: 'custom', message: `unknown sub-site "${value}"` });
      return z.NEVER;
    })
    .default('main' as SiteKey),
  /** Language code. Default 'en'. */
  language: z
    .string()
    .transform((value) => value.toLowerCase())
    .refine(isSupportedLanguage, { message: 'unsupported language' })
    .transform((value) => value as Language)
    .default(defaultLanguage),
  /** Colour theme. Default 'light'. */
  theme: z.enum(['light', 'dark']).default('light'),
  /** The logged-in user, or null for a visitor. Default null. */
  user: userSchema.nullable().default(null),
  /** Current fiat currency code. Default 'USD'. */
  fiat: z
    .string()
    .regex(/^[A-Za-z]{2,6}$/, 'must be a currency code')
    .transform((value) => value.toUpperCase())
    .default('USD'),
  /** Hidden parts and flags of the page variant. Default nothing hidden, no flags. */
  variant: variantSchema.default({
    hidden: [],
    testnet: false,
    phone: false,
    limits: { uk: false, italy: false },
    copper: false,
  }),
  /** Path of the current page, e.g. '/myaccount/myfunds'. Default '/'. */
  path: z.string().startsWith('/').default('/'),
  onLogin: callback<[]>().optional(),
  onSignup: callback<[]>().optional(),
  onLogout: callback<[]>().optional(),
  onThemeChange: callback<[theme: Theme]>().optional(),
  onLanguageChange: callback<[language: Language]>().optional(),
  onFiatChange: callback<[fiat: string]>().optional(),
});

/** What a host may pass. */
export type ChromeProps = z.input<typeof chromePropsSchema>;
/** What components work with after validation and defaults. */
export type ResolvedChromeProps = z.output<typeof chromePropsSchema>;
export type ChromeUser = z.output<typeof userSchema>;
export type ChromeVariant = z.output<typeof variantSchema>;
