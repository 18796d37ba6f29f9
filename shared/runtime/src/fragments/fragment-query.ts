import type { ChromeProps } from '../props/chrome-props-schema';
import { defaultMenuFeatures, findSite } from '@site-chrome/rules/sites';

/**
 * The props of a server-rendered fragment (issue 33): the serializable chrome props that change its markup.
 * Callbacks, error reporting and `fiatChange` never travel: the page passes them when it hydrates.
 * `signedIn` says "a signed-in reader" without naming them, so the answer stays shareable; `user` names
 * them, and makes the answer private (`Cache-Control: private, no-store`).
 */
export type FragmentProps = Pick<
  ChromeProps,
  | 'site'
  | 'language'
  | 'theme'
  | 'fiat'
  | 'path'
  | 'dynamicData'
  | 'newMenuMainSiteOnly'
  | 'variant'
  | 'menuFeatures'
  | 'user'
> & { signedIn?: boolean };

export type DecodedFragmentQuery =
  | { ok: true; props: FragmentProps }
  /** `parameter` is one of ours (never the client's text); `problem` never holds the value. */
  | { ok: false; parameter: string; problem: string };

/** The parameters, in the one order the encoder writes them (the URL is the cache key). */
const parameterOrder = [
  'site',
  'language',
  'theme',
  'fiat',
  'path',
  'dynamicData',
  'newMenuMainSiteOnly',
  'variant',
  'menuFeatures',
  'signedIn',
  'user',
] as const;
type Parameter = (typeof parameterOrder)[number];

const defaultVariant = {
  hidden: [],
  testnet: false,
  phone: false,
  limits: { uk: false, italy: false },
  copper: false,
};
const defaultUser = { nickname: '', tier: 0, isSubAccount: false };

/** Keeps the entries of `value` that differ from `defaults`, keys in `defaults`' order then the rest sorted. */
function withoutDefaults(value: unknown, defaults: Readonly<Record<string, unknown>>): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  const known = Object.keys(defaults);
  const keys = [
    ...known,
    ...Object.keys(record)
      .filter((key) => !known.includes(key))
      .sort(),
  ];
  const kept: Record<string, unknown> = {};
  for (const key of keys) {
    if (!(key in record) || record[key] === undefined) continue;
    const defaultValue = defaults[key];
    const nested =
      defaultValue !== null && typeof defaultValue === 'object' && !Array.isArray(defaultValue)
        ? withoutDefaults(record[key], defaultValue as Record<string, unknown>)
        : record[key];
    if (JSON.stringify(nested) === JSON.stringify(defaultValue)) continue;
    if (
      nested !== null &&
      typeof nested === 'object' &&
      !Array.isArray(nested) &&
      Object.keys(nested).length === 0
    )
      continue;
    kept[key] = nested;
  }
  return kept;
}

const isEmptyObject = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;

/** One value in the form one page state always writes: the site by key, the theme by name, codes cased. */
function canonicalValue(parameter: Parameter, props: FragmentProps): string | undefined {
  switch (parameter) {
    case 'site': {
      if (props.site === undefined) return undefined;
      const key = findSite(props.site)?.key ?? String(props.site);
      return key === 'main' ? undefined : key;
    }
    case 'language': {
      const language = props.language?.toLowerCase();
      return language === undefined || language === 'en' ? undefined : language;
    }
    case 'theme': {
      const theme = props.theme === 2 ? 'dark' : props.theme === 0 ? 'light' : props.theme;
      return theme === undefined || theme === 'light' ? undefined : theme;
    }
    case 'fiat': {
      const fiat = props.fiat?.toUpperCase();
      return fiat === undefined || fiat === 'USD' ? undefined : fiat;
    }
    case 'path':
      return props.path === undefined || props.path === '/' ? undefined : props.path;
    case 'dynamicData':
      return props.dynamicData === false ? '0' : undefined;
    case 'newMenuMainSiteOnly':
      return props.newMenuMainSiteOnly === true ? '1' : undefined;
    case 'variant':
    case 'menuFeatures': {
      const value = withoutDefaults(
        props[parameter],
        parameter === 'variant' ? defaultVariant : defaultMenuFeatures,
      );
      return value === undefined || isEmptyObject(value) ? undefined : JSON.stringify(value);
    }
    case 'signedIn':
      return props.signedIn === true && !props.user ? '1' : undefined;
    case 'user':
      return props.user
        ? JSON.stringify(withoutDefaults(props.user, { uid: undefined, ...defaultUser }))
        : undefined;
  }
}

/**
 * The query string of a fragment URL (without `?`): one parameter per prop, in a fixed order, defaults left
 * out, so one page state has one URL, which is the cache key of every cache on the way.
 */
export function encodeFragmentQuery(props: FragmentProps): string {
  const query = new URLSearchParams();
  for (const parameter of parameterOrder) {
    const value = canonicalValue(parameter, props);
    if (value !== undefined) query.append(parameter, value);
  }
  return query.toString();
}

const flagParameters = new Set<Parameter>(['dynamicData', 'newMenuMainSiteOnly', 'signedIn']);
const jsonParameters = new Set<Parameter>(['variant', 'menuFeatures', 'user']);

/**
 * The props a fragment URL carries. Unknown parameters are ignored (a tracking parameter never changes the
 * fragment). A known one given twice, a flag other than 1 or 0, or JSON that does not parse is refused,
 * naming the parameter; whether a value is a valid prop is the props schema's job (the renderer's).
 */
export function decodeFragmentQuery(query: URLSearchParams): DecodedFragmentQuery {
  const props: Record<string, unknown> = {};
  for (const parameter of parameterOrder) {
    const values = query.getAll(parameter);
    if (values.length === 0) continue;
    if (values.length > 1) return { ok: false, parameter, problem: 'is given more than once' };
    const value = values[0] ?? '';
    if (flagParameters.has(parameter)) {
      if (value !== '1' && value !== '0') return { ok: false, parameter, problem: 'must be 1 or 0' };
      props[parameter] = value === '1';
    } else if (jsonParameters.has(parameter)) {
      try {
        props[parameter] = JSON.parse(value) as unknown;
      } catch {
        return { ok: false, parameter, problem: 'must be JSON' };
      }
    } else props[parameter] = value;
  }
  if (props.signedIn === false) delete props.signedIn;
  return { ok: true, props: props as FragmentProps };
}

/**
 * The fragments' props: the markup-changing ones, and "signed in" without saying who, so one cached
 * answer serves every signed-in reader; the browser fills the name in as it hydrates.
 */
export function fragmentPropsOf(props: ChromeProps): FragmentProps {
  const { site, language, theme, fiat, path, dynamicData, newMenuMainSiteOnly, variant, menuFeatures } =
    props;
  return {
    site,
    language,
    theme,
    fiat,
    path,
    dynamicData,
    newMenuMainSiteOnly,
    variant,
    menuFeatures,
    signedIn: props.user !== null && props.user !== undefined,
  };
}
