import { decodeFragmentQuery, encodeFragmentQuery, type FragmentProps } from '@site-chrome/runtime/fragments';
import type { ServerPart } from '../types';

/** The visitor's country when the URL names none (contract: `XX` is "unknown"). */
const unknownVisitorCountry = 'XX';

export type FragmentUrlCheck =
  | {
      kind: 'render';
      part: ServerPart;
      /** The chrome props of the URL: canonical values only, `country` taken out (it is no chrome prop). */
      props: Omit<FragmentProps, 'country'>;
      /** Two upper-case letters, `XX` when the URL names none. */
      country: string;
      /**
       * The canonical path and query (a bare `?` left out: nginx keys it as the URL without one), the key
       * of any cache of rendered fragments.
       */
      canonicalUrl: string;
    }
  /** Another spelling of a valid page state: 301 to its one URL (relative, so it holds behind any prefix). */
  | { kind: 'redirect'; location: string }
  /** No page state: the text names our parameter and never holds the client's text. */
  | { kind: 'refuse'; status: 400 | 404; message: string };

const fragmentPath = /^\/fragment\/([A-Za-z]+)$/;

/**
 * Render, redirect or refuse (issue 40, docs/decisions/fragment-urls.md): a fragment server renders only
 * the query `encodeFragmentQuery` writes, byte for byte, so every page state has one URL and a cache in
 * front stores one copy of it. Another spelling of a valid state (order, case, a site's id, leading zeros,
 * needless escapes, explicit defaults) is sent once to that URL, which is itself canonical;
 * anything that names no state (a parameter we do not read, one given twice, a JSON key no prop has, a
 * value outside its list or bounds, a bad path) is refused. Neither costs a render.
 */
export function checkFragmentUrl(requestUrl: string, parts: readonly ServerPart[]): FragmentUrlCheck {
  const queryStart = requestUrl.indexOf('?');
  const path = queryStart === -1 ? requestUrl : requestUrl.slice(0, queryStart);
  const rawQuery = queryStart === -1 ? '' : requestUrl.slice(queryStart + 1);
  const name = fragmentPath.exec(path)?.[1];
  const part = parts.find((candidate) => candidate.name === name);
  if (!part)
    return {
      kind: 'refuse',
      status: 404,
      message: `No such fragment. This server renders: ${parts.map((one) => one.name).join(', ')}.`,
    };

  const decoded = decodeFragmentQuery(new URLSearchParams(rawQuery));
  if (!decoded.ok)
    return {
      kind: 'refuse',
      status: 400,
      message: decoded.parameter
        ? `Bad parameter "${decoded.parameter}": ${decoded.problem}.`
        : `Unknown parameter: ${decoded.problem}.`,
    };

  const canonicalQuery = encodeFragmentQuery(decoded.props);
  const canonicalTail = canonicalQuery === '' ? part.name : `${part.name}?${canonicalQuery}`;
  if (canonicalQuery !== rawQuery) return { kind: 'redirect', location: canonicalTail };

  const { country, ...props } = decoded.props;
  return {
    kind: 'render',
    part,
    props,
    country: country ?? unknownVisitorCountry,
    canonicalUrl: `/fragment/${canonicalTail}`,
  };
}
