import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { createChromeQueryClient, createChromeStore, type ResolvedChromeProps } from '@site-chrome/runtime';
import {
  ChromeScopeContext,
  chromePropsSchema,
  createRequestI18n,
  hostPropsUpdate,
  PartTree,
  type ChromeScope,
} from '@site-chrome/runtime/server';
import { isSignedInPlaceholder } from '@site-chrome/runtime/fragments';
import { fragmentHtml } from './fragment-html';
import type {
  RenderedFragment,
  ServerAnswer,
  ServerDataScope,
  ServerPart,
  ServerQuery,
  ServerRenderContext,
} from '../types';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A problem worded for a 400 answer: no markup, quotes or control characters of the input, and short. */
const safeText = (text: string): string => text.replace(/[^\w .,:;()/=+-]/g, '?').slice(0, 160);

/** The props the server renders with, validated by the browser's schema, or every problem with them. */
function validateProps(
  rawProps: unknown,
): { ok: true; input: Record<string, unknown>; props: ResolvedChromeProps } | { ok: false; message: string } {
  if (!isPlainObject(rawProps)) return { ok: false, message: 'props: must be an object' };
  const parsed = chromePropsSchema.safeParse(rawProps);
  if (parsed.success) return { ok: true, input: rawProps, props: parsed.data };
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.join('.') || 'props'}: ${safeText(issue.message)}`,
  );
  return { ok: false, message: `invalid props:\n${problems.join('\n')}` };
}

/** A part's hydration data is its render's whole query cache unless it says less (`hydrationQueries`). */
const noTrimming = <State,>(state: State): State => state;

/** How long a page's server waits before asking again for a fragment it could not have for want of data. */
const unavailableRetryAfterSeconds = 5;

/** A query named for a 503 answer by its key's words (`chrome/site/compliance`), none of the request's values. */
const queryName = (query: ServerQuery): string =>
  (query.queryKey as readonly unknown[]).filter((word): word is string => typeof word === 'string').join('/');

/** The request's own store, with the props in it as a mounted part would have put them. */
function createRequestStore(props: ResolvedChromeProps) {
  const store = createChromeStore();
  store.getState().applyHostProps(hostPropsUpdate(props));
  return store;
}

/**
 * Renders one part for one request (issue 33): validates the props as the browser does, answers the
 * part's queries from the server's data cache for the render's sub-site, language and visitor (issue 40: with
 * no answer for a visitor-dependent one, a 503 and no markup), renders with a store, query client and i18n instance of
 * the request's own (never the process's), and writes the fragment: preload links, styles, markup and the
 * hydration data the browser needs to draw the same markup and ask the API for none of it again.
 */
export async function renderChromeFragment(
  part: ServerPart,
  rawProps: unknown,
  context: ServerRenderContext,
): Promise<RenderedFragment> {
  const validated = validateProps(rawProps);
  if (!validated.ok) return { ok: false, status: 400, message: validated.message };
  const { input, props } = validated;

  // Whom the data is asked for: each call carries them, and the server's answers are kept under them.
  const dataScope: ServerDataScope = {
    site: props.site,
    language: props.language,
    visitorCountry: context.visitorCountry,
  };
  const queries = part.serverQueries(props);
  const [i18n, answers] = await Promise.all([
    createRequestI18n(props.language),
    Promise.all(queries.map((query) => context.dataCache.get(query, dataScope))),
  ]);
  // With no answer for this visitor, any markup would show someone else's (or "nothing hidden"): none.
  const missing = queries.find((_query, index) => {
    const answer = answers[index] as ServerAnswer;
    return !answer.ok && answer.visitorDependent;
  });
  if (missing) {
    return {
      ok: false,
      status: 503,
      retryAfterSeconds: unavailableRetryAfterSeconds,
      message: `No answer yet for ${queryName(missing)} for this visitor; the page's browser asks for it.`,
    };
  }

  const store = createRequestStore(props);
  const queryClient = createChromeQueryClient();
  // Fresh as of this render, whatever the age of the server's copy: the browser then asks again only
  // after the usual stale time, as for an answer it had fetched itself.
  const renderedAt = Date.now();
  queries.forEach((query, index) => {
    const answer = answers[index] as ServerAnswer;
    if (answer.ok) queryClient.setQueryData(query.queryKey, answer.data, { updatedAt: renderedAt });
    // What the browser would show after the same failure, already stale: it asks again once hydrated.
    else if (answer.fallback)
      queryClient.setQueryData(query.queryKey, answer.fallback.data, { updatedAt: 0 });
  });
  const scope: ChromeScope = { store, queryClient, i18n };

  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <ChromeScopeContext.Provider value={scope}>
          <PartTree name={part.name} Component={part.Component} props={input} />
        </ChromeScopeContext.Provider>,
      ),
    );
    const html = fragmentHtml({
      name: part.name,
      preloads: context.preloads,
      styles: sheet.getStyleTags(),
      markup,
      data: {
        build: context.build,
        props: input,
        renderDay: store.getState().renderDay,
        queries: (part.hydrationQueries ?? noTrimming)(dehydrate(queryClient)),
      },
    });
    return { ok: true, html, personal: props.user !== null && !isSignedInPlaceholder(input.user) };
  } finally {
    sheet.seal();
    queryClient.clear();
  }
}
