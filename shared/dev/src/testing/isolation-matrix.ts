import { hashKey, type DehydratedState } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { parseChromeProps } from '@site-chrome/runtime/testing';
import { supportedLanguages, type Language } from '@site-chrome/runtime';
import {
  createServerDataCache,
  renderChromeFragment,
  type ServerDataCache,
  type ServerPart,
} from '@site-chrome/server';
import { siteKeys, type SiteKey } from '@site-chrome/rules/sites';
import { parseComplianceResponse } from '@site-chrome/data/testing';
import { mockApiHandlers } from '../mock-api/msw-handlers';
import { complianceFor, menuConfigForSubSite } from './fixtures';

/*
 * Issue 40's isolation matrix: every server-rendered part on 11 sub-sites × 14 languages × 3 visitor countries,
 * rendered at the same time through ONE fragment server's data cache against the mock API, which answers the
 * compliance check, the announcements and the remote menu config per sub-site and the compliance check and
 * common data's landing country per country. A cache that hands one scope's answer to another shows it here.
 * Node only (`@jest-environment node`): the fragment server's own world, no page around it.
 */

/** A country that hides more (US), one that hides other things (DE), and the unknown one (XX). */
const isolationCountries = ['US', 'DE', 'XX'] as const;

interface IsolationCase {
  site: SiteKey;
  language: Language;
  country: (typeof isolationCountries)[number];
}

/** The 11 × 14 × 3 = 462 cases, named `<site> <language> <country>`. */
function isolationMatrixCases(): IsolationCase[] {
  return siteKeys.flatMap((site) =>
    supportedLanguages.flatMap((language) =>
      isolationCountries.map((country) => ({ site, language, country })),
    ),
  );
}

export const isolationCaseName = ({ site, language, country }: IsolationCase): string =>
  `${site} ${language} ${country}`;

export interface IsolatedFragment {
  matrixCase: IsolationCase;
  html: string;
  /** The data the fragment carries for the browser's hydration, by query hash (`hashKey(queryKey)`). */
  carried: Map<string, unknown>;
  /** The same queries answered by a data cache of this case's own, which nothing else shares. */
  own: Map<string, unknown>;
}

const serverApiOrigin = 'https://api.fragment-server.test';
const hydrationDataPattern =
  /<script type="application\/json" data-chrome-fragment-data="\w+">([^<]*)<\/script>/;

/** The query data a fragment carries (its hydration JSON, as the browser reads it). */
function carriedData(html: string): Map<string, unknown> {
  const json = hydrationDataPattern.exec(html)?.[1];
  if (json === undefined) throw new Error('the fragment carries no hydration data');
  const data = JSON.parse(json) as {
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
  return new Map(data.queries.queries.map((query) => [hashKey(query.queryKey), query.state.data]));
}

/** Answers the part's queries for `matrixCase` with a fresh cache: what nothing shared can have mixed. */
async function ownData(
  part: ServerPart,
  props: Record<string, unknown>,
  matrixCase: IsolationCase,
): Promise<Map<string, unknown>> {
  const cache = createServerDataCache({ apiBaseUrl: serverApiOrigin });
  const scope = { site: matrixCase.site, language: matrixCase.language, visitorCountry: matrixCase.country };
  const queries = part.serverQueries(parseChromeProps(props, part.name).props);
  const answers = await Promise.all(queries.map((query) => cache.get(query, scope)));
  const answered = queries.map((query, index) => {
    const answer = answers[index];
    // As the fragment's JSON carries it: what does not survive JSON would not reach the browser either.
    const data: unknown = answer?.ok ? JSON.parse(JSON.stringify(answer.data)) : undefined;
    return { queryKey: query.queryKey, queryHash: hashKey(query.queryKey), state: { data } };
  });
  // Of them, what the part's hydration data carries (`hydrationQueries`: the header's menu as its outline).
  const carried = part.hydrationQueries
    ? part.hydrationQueries({ queries: answered, mutations: [] } as unknown as DehydratedState).queries
    : answered;
  return new Map(carried.map((query) => [query.queryHash, query.state.data]));
}

async function renderCase(
  part: ServerPart,
  props: Record<string, unknown>,
  matrixCase: IsolationCase,
  dataCache: ServerDataCache,
): Promise<string> {
  const rendered = await renderChromeFragment(part, props, {
    build: 'isolation-matrix',
    preloads: [],
    dataCache,
    visitorCountry: matrixCase.country,
  });
  if (!rendered.ok) {
    throw new Error(
      `${isolationCaseName(matrixCase)}: the server answered ${rendered.status}: ${rendered.message}`,
    );
  }
  return rendered.html;
}

interface IsolationMatrixOptions {
  /** The props a page passes the part for this case (its site and language at least). */
  propsOf: (matrixCase: IsolationCase) => Record<string, unknown>;
  /** Cases rendered at once, all through the one cache. Default 132 (three batches). */
  batchSize?: number;
}

/**
 * Installs the mock API (msw, in this process) for the file and returns the matrix run: every case of `parts`
 * rendered through one shared data cache, batch after batch, each batch's renders and their API calls at once,
 * then every case's queries answered again by a cache of its own.
 */
export function setUpIsolationMatrix() {
  const server = setupServer(...mockApiHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  return async function renderIsolationMatrix(
    part: ServerPart,
    { propsOf, batchSize = 132 }: IsolationMatrixOptions,
  ): Promise<IsolatedFragment[]> {
    const shared = createServerDataCache({ apiBaseUrl: serverApiOrigin });
    const cases = isolationMatrixCases();
    const fragments: IsolatedFragment[] = [];
    for (let start = 0; start < cases.length; start += batchSize) {
      const batch = cases.slice(start, start + batchSize);
      const htmls = await Promise.all(
        batch.map((matrixCase) => renderCase(part, propsOf(matrixCase), matrixCase, shared)),
      );
      const owns = await Promise.all(
        batch.map((matrixCase) => ownData(part, propsOf(matrixCase), matrixCase)),
      );
      batch.forEach((matrixCase, index) => {
        const html = htmls[index] as string;
        fragments.push({
          matrixCase,
          html,
          carried: carriedData(html),
          own: owns[index] as Map<string, unknown>,
        });
      });
    }
    return fragments;
  };
}

/** The data a fragment's HTML carries for the query with `queryKey` (also for the hydration matrix's). */
export const fragmentAnswer = (html: string, queryKey: readonly unknown[]): unknown =>
  carriedData(html).get(hashKey(queryKey));

/** The compliance answer the mock's fixtures give a case's sub-site and country, as the browser's schema reads it. */
export function fixtureCompliance({
  site,
  country,
}: Pick<IsolationCase, 'site'> & { country: string }): ReturnType<typeof parseComplianceResponse> {
  return parseComplianceResponse({ code: 0, data: complianceFor(site, country) });
}

/**
 * The name a regional sub-site's announcements and menu config carry in the mock (none for the main site): the
 * title of the item the mock adds to an empty menu config for that sub-site.
 */
export function fixtureSubSiteLabel(site: SiteKey): string | undefined {
  const [added] = menuConfigForSubSite([], site) as { title?: string }[];
  return added?.title;
}
