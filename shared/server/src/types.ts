import type { FetchQueryOptions } from '@tanstack/react-query';
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
}

/** The server's process-wide data cache: stale-while-revalidate in front of the API. */
export interface ServerDataCache {
  /** The query's data: cached (fresh or stale, revalidated in the background) or fetched now. */
  get: (query: ServerQuery) => Promise<{ data: unknown; updatedAt: number }>;
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
}

export type RenderedFragment =
  { ok: true; html: string; personal: boolean } | { ok: false; status: 400; message: string };
