import { headerParts } from '@site-chrome/rules/sites';
import { chromePropsSchema, type ResolvedChromeProps } from '../props/chrome-props-schema';
import { fragmentDefaults } from './fragment-defaults';
import { canonicalFragmentPath, hasControlCharacter, maxFragmentPathLength } from './fragment-path';
import { fragmentParameters } from './fragment-parameter-names';
import { knownFiats } from './known-fiats';

export { fragmentParameters };
export type FragmentParameter = (typeof fragmentParameters)[number];

export const isFragmentParameter = (name: string): name is FragmentParameter =>
  (fragmentParameters as readonly string[]).includes(name);

/** A prop read for the URL: its canonical value (`undefined` at the default: left out), or why it has none. */
export type ParameterReading = { ok: true; value: unknown } | { ok: false; problem: string };
const canonical = (value: unknown): ParameterReading => ({ ok: true, value });
const refused = (problem: string): ParameterReading => ({ ok: false, problem });

const flagParameters: ReadonlySet<FragmentParameter> = new Set([
  'dynamicData',
  'newMenuMainSiteOnly',
  'signedIn',
]);
const jsonParameters: ReadonlySet<FragmentParameter> = new Set(['variant', 'menuFeatures', 'user']);

/** The longest text a parameter may arrive as, before any reading (a 6,000-character value costs nothing). */
const maxTextLength = (parameter: FragmentParameter): number =>
  parameter === 'path' ? maxFragmentPathLength * 3 : jsonParameters.has(parameter) ? 1024 : 16;

/** Bounds of `user` beyond the props schema's: what a fragment URL carries of a reader is short. */
const maxUserTextLength = 64;
const maxUserTier = 99;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The props schema's reading of one prop, or undefined when it refuses it. */
function schemaField<Name extends keyof ResolvedChromeProps>(
  name: Name,
  value: unknown,
): ResolvedChromeProps[Name] | undefined {
  const parsed = chromePropsSchema.safeParse({ [name]: value });
  return parsed.success ? parsed.data[name] : undefined;
}

/** Whether `value` has a key `template` lacks, at any depth. */
function hasUnknownKey(value: Record<string, unknown>, template: Record<string, unknown>): boolean {
  return Object.entries(value).some(([key, entry]) => {
    if (!Object.hasOwn(template, key)) return true;
    const nested = template[key];
    return isPlainObject(nested) && isPlainObject(entry) && hasUnknownKey(entry, nested);
  });
}

/** `value` with only the keys `template` has, at any depth (what the props schema keeps of a host's object). */
function knownKeysOf(
  value: Record<string, unknown>,
  template: Record<string, unknown>,
): Record<string, unknown> {
  const known: Record<string, unknown> = {};
  for (const key of Object.keys(template)) {
    if (!Object.hasOwn(value, key)) continue;
    const nested = template[key];
    const entry = value[key];
    known[key] = isPlainObject(nested) && isPlainObject(entry) ? knownKeysOf(entry, nested) : entry;
  }
  return known;
}

/** The entries of a resolved `value` that differ from `template`'s, in `template`'s key order; keys without a default are kept. */
function withoutDefaults(
  value: Record<string, unknown>,
  template: Record<string, unknown>,
): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(template)) {
    const entry = value[key];
    const defaultValue = template[key];
    if (defaultValue === undefined) kept[key] = entry;
    else if (isPlainObject(entry) && isPlainObject(defaultValue)) {
      const nested = withoutDefaults(entry, defaultValue);
      if (Object.keys(nested).length > 0) kept[key] = nested;
    } else if (JSON.stringify(entry) !== JSON.stringify(defaultValue)) kept[key] = entry;
  }
  return kept;
}

/**
 * A JSON prop: a plain object whose keys are the schema's (strict: any other is refused; else dropped, as
 * the props schema drops it), valid by the props schema, written with only what differs from the defaults.
 */
function readObject<Name extends 'variant' | 'menuFeatures' | 'user'>(
  name: Name,
  value: unknown,
  strict: boolean,
  template: Record<string, unknown>,
  bounded: (resolved: NonNullable<ResolvedChromeProps[Name]>) => boolean = () => true,
): ParameterReading {
  if (!isPlainObject(value)) return refused('must be a JSON object');
  if (strict && hasUnknownKey(value, template)) return refused('has a key this server does not read');
  const resolved = schemaField(name, strict ? value : knownKeysOf(value, template));
  if (resolved === undefined || resolved === null || !bounded(resolved))
    return refused('has a value outside its rule');
  const minimal = withoutDefaults(resolved as Record<string, unknown>, template);
  if (name === 'variant' && Array.isArray(minimal.hidden))
    minimal.hidden = headerParts.filter((part) => (minimal.hidden as string[]).includes(part));
  return canonical(Object.keys(minimal).length > 0 ? minimal : undefined);
}

const atDefault = <Value>(value: Value, defaultValue: Value) =>
  canonical(value === defaultValue ? undefined : value);

const readers: Record<FragmentParameter, (value: unknown, strict: boolean) => ParameterReading> = {
  site: (value) => {
    const site =
      typeof value === 'string' || typeof value === 'number' ? schemaField('site', value) : undefined;
    return site === undefined
      ? refused('must be a sub-site of ours')
      : atDefault(site, fragmentDefaults.site);
  },
  language: (value) => {
    const language = typeof value === 'string' ? schemaField('language', value) : undefined;
    return language === undefined
      ? refused('must be a supported language')
      : atDefault(language, fragmentDefaults.language);
  },
  theme: (value) => {
    // The query's text for the schema's names (any case) and codes (0, 2).
    const spelled =
      typeof value === 'string' && /^\d$/.test(value)
        ? Number(value)
        : typeof value === 'string'
          ? value.toLowerCase()
          : value;
    const theme = schemaField('theme', spelled);
    return theme === undefined ? refused('must be light or dark') : atDefault(theme, fragmentDefaults.theme);
  },
  country: (value) => {
    if (typeof value !== 'string' || !/^[A-Za-z]{2}$/.test(value)) return refused('must be two letters A-Z');
    const country = value.toUpperCase();
    // `XX` is "unknown", as no country at all.
    return canonical(country === 'XX' ? undefined : country);
  },
  fiat: (value) => {
    const fiat = typeof value === 'string' ? schemaField('fiat', value) : undefined;
    return fiat === undefined || !knownFiats.has(fiat)
      ? refused('must be a fiat code of ISO 4217')
      : atDefault(fiat, fragmentDefaults.fiat);
  },
  path: (value) => {
    const path = typeof value === 'string' ? canonicalFragmentPath(value) : undefined;
    return path === undefined
      ? refused('must be a same-origin path of at most 200 characters')
      : atDefault(path, fragmentDefaults.path);
  },
  dynamicData: (value) =>
    typeof value === 'boolean' ? atDefault(value, fragmentDefaults.dynamicData) : refused('must be 1 or 0'),
  newMenuMainSiteOnly: (value) =>
    typeof value === 'boolean'
      ? atDefault(value, fragmentDefaults.newMenuMainSiteOnly)
      : refused('must be 1 or 0'),
  signedIn: (value) => (typeof value === 'boolean' ? atDefault(value, false) : refused('must be 1 or 0')),
  variant: (value, strict) => readObject('variant', value, strict, fragmentDefaults.variant),
  menuFeatures: (value, strict) => readObject('menuFeatures', value, strict, fragmentDefaults.menuFeatures),
  user: (value, strict) =>
    value === null
      ? canonical(undefined)
      : readObject(
          'user',
          value,
          strict,
          { uid: undefined, ...fragmentDefaults.user },
          ({ uid, nickname, tier }) =>
            uid.length <= maxUserTextLength &&
            !hasControlCharacter(uid) &&
            nickname.length <= maxUserTextLength &&
            !hasControlCharacter(nickname) &&
            tier <= maxUserTier,
        ),
};

/**
 * One prop in the form a fragment URL carries it. `strict` is the fragment server reading a URL (a JSON key
 * that no prop has is refused); without it, a composer writing one (such a key is dropped, as the props
 * schema drops it, so the server renders what the browser will).
 */
export function readFragmentParameter(
  parameter: FragmentParameter,
  value: unknown,
  strict: boolean,
): ParameterReading {
  return readers[parameter](value, strict);
}

/** A query parameter's text as a prop value (a flag as a boolean, JSON parsed), before it is read. */
export function propOfQueryText(parameter: FragmentParameter, text: string): ParameterReading {
  if (text.length > maxTextLength(parameter)) return refused('is too long');
  if (flagParameters.has(parameter))
    return text === '1' || text === '0' ? canonical(text === '1') : refused('must be 1 or 0');
  if (!jsonParameters.has(parameter)) return canonical(text);
  try {
    return canonical(JSON.parse(text) as unknown);
  } catch {
    return refused('must be JSON');
  }
}

/** A canonical prop value as the query's text. */
export function queryTextOf(parameter: FragmentParameter, value: unknown): string {
  if (flagParameters.has(parameter)) return value ? '1' : '0';
  return jsonParameters.has(parameter) ? JSON.stringify(value) : String(value);
}
