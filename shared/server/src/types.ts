import type { DehydratedState, FetchQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ChromeProps, ResolvedChromeProps } from '@site-chrome/runtime';
import type { FragmentPartName } from '@site-chrome/runtime/fragments';

/** A query the server answers before rendering, built from the same `queryOptions` factory the hook uses. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of queries of different data types
export type ServerQuery = FetchQueryOptions<any, any, any, any>;

/** What a remote declares for each part it renders on the server (each remote's `src/server/parts.ts`). */
export interface ServerPart {
  name: FragmentPartName;
  /** The exposed component, the same one the browser hydrates. */
  Component: ComponentType<ChromeProps>;
  /** The data the part's first render shows, for these props (the same enable rules as its hooks). */
  serverQueries: (props: ResolvedChromeProps) => ServerQuery[];
  /**
   * What of the render's query cache goes into the hydration data, when not all of it: only what hydration
   * reads (the header's menu, which its markup shows, travels as an outline). Default: all of it.
   */
  hydrationQueries?: (dehydrated: DehydratedState) => DehydratedState;
}

/** Whom a render asks the API for: each call carries them, and the answers are kept under them. */
export interface ServerDataScope {
  /** The sub-site's key (`main`, `eu`, ...), sent as `X-Gate-AppType`. */
  site: string;
  /** The page language, sent as `X-Gate-AppLang`. */
  language: string;
  /**
   * The visitor's country, two upper-case letters, `XX` when unknown: sent as `X-Visitor-Country` and part of
   * the key only for a visitor-dependent query (`visitorDependentMeta`: compliance, common data).
   */
  visitorCountry: string;
}

/**
 * One query's answer for a scope: the API's (fresh, or stale and being revalidated), or none. With none, a
 * visitor-dependent query has nothing the render may show (it answers 503); another carries what its query
 * function falls back to, when it has one, for this render only.
 */
export type ServerAnswer =
  | { ok: true; data: unknown; updatedAt: number }
  | { ok: false; visitorDependent: boolean; fallback?: { data: unknown } };

/** The server's process-wide data cache: stale-while-revalidate in front of the API, keyed by scope. */
export interface ServerDataCache {
  /** The query's answer for `scope`: cached (fresh or stale, revalidated in the background) or fetched now. */
  get: (query: ServerQuery, scope: ServerDataScope) => Promise<ServerAnswer>;
  /**
   * Goes up whenever a stored answer's data changes: a refresh bringing different data (not equal data), or a
   * first answer after a failed first call (a render may have gone without it). A rendered fragment made at
   * another generation may show older data.
   */
  generation: () => number;
}

/**
 * A script the browser will load to hydrate a part: its absolute URL and its Subresource Integrity hash (the
 * page loads chunks with `integrity`; a preload without the same one is not reused and the script comes twice).
 */
export interface ScriptPreload {
  href: string;
  integrity?: string;
}

export interface ServerRenderContext {
  /** The remote's build id (`__CHROME_BUILD_ID__`), written on the fragment for the browser to compare. */
  build: string;
  /** The scripts that hydrate the part: written as preload links. */
  preloads: readonly ScriptPreload[];
  dataCache: ServerDataCache;
  /** The visitor's country (the `country` parameter): two upper-case letters, `XX` when unknown. */
  visitorCountry: string;
}

export type RenderedFragment =
  | { ok: true; html: string; personal: boolean }
  | { ok: false; status: 400; message: string }
  /** A visitor-dependent answer failed with no earlier copy for that visitor: the slot is the browser's. */
  | { ok: false; status: 503; message: string; retryAfterSeconds: number };
