import type { IncomingMessage, ServerResponse } from 'node:http';
import { announcementPageKey } from '@site-chrome/data/announcements';
import { encodeFragmentQuery, fragmentPropsOf } from '@site-chrome/host/fragments';
import { defaultLanguage, isSupportedLanguage } from '@site-chrome/runtime';
import type { FragmentPartName } from '@site-chrome/host/fragments';
import { composeDemoPage } from './compose-demo-page';
import { pageEncoding, pageWriter } from './compressed-page';
import { demoPageRequest } from './demo-page-props';
import { fetchFragment, reportMissingFragment } from './fetch-fragment';
import { visitorCountryOf } from './visitor-country';
import { fragmentFaultHeader, isFromThisMachine, readFragmentFaults } from './fragment-fault-knob';

export interface SsrPageOptions {
  /** The built demo page (`host-demo/dist/index.html`), read when needed (a rebuild replaces it). */
  template: () => string;
  /** Each part's remote origin, which serves `GET /fragment/<Part>`. */
  fragmentOrigins: Record<FragmentPartName, string>;
  /** Time each fragment gets. Default 100 ms (issue 33). */
  budgetMs?: number;
  /** Headers of every page answer (the content security policy). */
  headers?: () => Record<string, string>;
  /**
   * Demo only, for the chaos suite: honour the fault header (`fragment-fault-knob.ts`), which sends one
   * page's fragment requests to loopback fault servers. Off unless set.
   */
  fragmentFaults?: boolean;
}

const wantsServerComposition = (url: URL, request: IncomingMessage): boolean =>
  request.method === 'GET' &&
  url.searchParams.get('ssr') === '1' &&
  !/\.[A-Za-z0-9]+$/.test(url.pathname) &&
  !url.pathname.startsWith('/api');

/**
 * The demo host's `ssr=1` pages (issue 33): the page's head at once, then the body with each part's
 * fragment, fetched from its remote's origin in parallel with a budget each. `ssr=0` (or none) is left to
 * the static server: the client-only page, for comparison.
 */
export function createSsrPageHandler({
  template,
  fragmentOrigins,
  budgetMs = 100,
  headers = () => ({}),
  fragmentFaults = false,
}: SsrPageOptions) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    // A fixed base, never the Host header: a client's Host (`[::1`, `a b`) is no URL to build on, and only
    // the path and query matter here (the props that name the page's host, like the error-report address,
    // are no part of a fragment's query; the browser takes them from its own address).
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!wantsServerComposition(url, request)) return false;

    const { path, props, demoCountry } = demoPageRequest(url, request.headers.cookie);
    const parts: FragmentPartName[] = [
      'Header',
      ...(announcementPageKey(path) ? (['AnnouncementBar'] as const) : []),
      'Footer',
    ];
    // The visitor's country keys the fragments' visitor-dependent answers (compliance); it is no chrome prop.
    const query = encodeFragmentQuery({
      ...fragmentPropsOf(props),
      country: visitorCountryOf(request.headers, demoCountry),
    });
    const faults =
      fragmentFaults && isFromThisMachine(request.socket.remoteAddress)
        ? readFragmentFaults(request.headers[fragmentFaultHeader])
        : null;
    const fragmentsComing = Promise.all(
      parts.map(async (part) => {
        const outcome = await fetchFragment(
          `${faults?.origins[part] ?? fragmentOrigins[part]}/fragment/${part}${query ? `?${query}` : ''}`,
          part,
          faults?.budgetMs ?? budgetMs,
        );
        if (!outcome.ok) reportMissingFragment(part, outcome);
        return [part, outcome.ok ? outcome.html : undefined] as const;
      }),
    );

    const shell = composeDemoPage(template(), {
      language: props.language && isSupportedLanguage(props.language) ? props.language : defaultLanguage,
      theme: props.theme === 'dark' ? 'dark' : 'light',
      parts,
    });
    const encoding = pageEncoding(request.headers['accept-encoding']);
    response.writeHead(200, {
      ...headers(),
      'content-type': 'text/html; charset=utf-8',
      // The page holds the reader's settings; the fragments in it are cached where they are served.
      'cache-control': 'no-store',
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    const page = pageWriter(response, encoding);
    page.send(shell.head);
    const fragments = Object.fromEntries(
      (await fragmentsComing).filter(([, html]) => html !== undefined),
    ) as Partial<Record<FragmentPartName, string>>;
    page.end(shell.body(fragments));
    return true;
  };
}
