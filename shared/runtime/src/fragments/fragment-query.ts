import type { ChromeProps } from '../props/chrome-props-schema';
import {
  fragmentParameters,
  isFragmentParameter,
  propOfQueryText,
  queryTextOf,
  readFragmentParameter,
  type FragmentParameter,
} from './fragment-parameters';

/**
 * The props of a server-rendered fragment (issue 33): the serializable chrome props that change its markup.
 * Callbacks, error reporting and `fiatChange` never travel: the page passes them when it hydrates.
 * `signedIn` says "a signed-in reader" without naming them, so the answer stays shareable; `user` names
 * them, and makes the answer private (`Cache-Control: private, no-store`). `country` is no chrome prop: the
 * visitor's country (two letters A-Z, absent when unknown), which the page's edge knows and the fragment
 * server asks the API's visitor-dependent answers for (issue 40).
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
> & { signedIn?: boolean; country?: string };

export type DecodedFragmentQuery =
  | { ok: true; props: FragmentProps }
  /**
   * `parameter` is one of ours (never the client's text), absent for a parameter we do not read; `problem`
   * never holds the client's text either.
   */
  | { ok: false; parameter?: FragmentParameter; problem: string };

/** The canonical value of each parameter of `props` that is not at its default; what cannot be written is left out. */
function canonicalProps(props: FragmentProps): Partial<Record<FragmentParameter, unknown>> {
  const values: Partial<Record<FragmentParameter, unknown>> = {};
  for (const parameter of fragmentParameters) {
    const given = (props as Record<string, unknown>)[parameter];
    if (given === undefined) continue;
    const reading = readFragmentParameter(parameter, given, false);
    if (reading.ok && reading.value !== undefined) values[parameter] = reading.value;
    // A reader the URL cannot name (a uid past its bounds) is still a signed-in reader: the shared markup.
    if (parameter === 'user' && !reading.ok) values.signedIn = true;
  }
  // A named reader says more than "signed in".
  if (values.user !== undefined) delete values.signedIn;
  return values;
}

/**
 * The query string of a fragment URL (without `?`): one parameter per prop, in a fixed order, defaults left
 * out, each value in its one spelling (the site by key, codes cased, the path normalised, JSON with only the
 * keys that differ from the props schema's defaults, in its order), so one page state has one URL, which is
 * the cache key of every cache on the way. A value that cannot be written canonically is left out (the
 * fragment then renders that prop's default, as the browser does with a prop it refuses).
 */
export function encodeFragmentQuery(props: FragmentProps): string {
  const values = canonicalProps(props);
  const query = new URLSearchParams();
  for (const parameter of fragmentParameters) {
    const value = values[parameter];
    if (value !== undefined) query.append(parameter, queryTextOf(parameter, value));
  }
  return query.toString();
}

/**
 * The props a fragment URL carries, each in its canonical value (so `encodeFragmentQuery` of them is the
 * canonical query, which the fragment server compares with the one it was asked). Refused, naming our
 * parameter: a parameter we do not read, one given twice, a value too long, outside its list or its rule, a
 * JSON key no prop has. Another spelling of a valid value (case, a site's id, an explicit default) is read.
 */
export function decodeFragmentQuery(query: URLSearchParams): DecodedFragmentQuery {
  const names = [...query.keys()];
  if (names.some((name) => !isFragmentParameter(name)))
    return { ok: false, problem: `this server reads only ${fragmentParameters.join(', ')}` };
  const props: Record<string, unknown> = {};
  for (const parameter of fragmentParameters) {
    const texts = query.getAll(parameter);
    if (texts.length === 0) continue;
    if (texts.length > 1) return { ok: false, parameter, problem: 'is given more than once' };
    const given = propOfQueryText(parameter, texts[0] ?? '');
    const reading = given.ok ? readFragmentParameter(parameter, given.value, true) : given;
    if (!reading.ok) return { ok: false, parameter, problem: reading.problem };
    if (reading.value !== undefined) props[parameter] = reading.value;
  }
  if (props.user !== undefined) delete props.signedIn;
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
