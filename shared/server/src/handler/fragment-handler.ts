import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { signedInPlaceholder, type FragmentPartName } from '@site-chrome/runtime/fragments';
import type {
  RenderedFragment,
  ServerDataCache,
  ScriptPreload,
  ServerPart,
  ServerRenderContext,
} from '../types';
import { checkFragmentUrl } from './canonical-fragment-url';
import { createCalmRenderer, type CalmAnswer, type CalmRenderOptions } from '../limits/calm-render';

export interface FragmentHandlerOptions {
  parts: readonly ServerPart[];
  /** The remote's build id, sent as `X-Chrome-Build` and written on each fragment. */
  build: string;
  /** The preload URLs of each part (`preloadsFromManifest`), by part name. */
  preloads: Readonly<Partial<Record<FragmentPartName, readonly ScriptPreload[]>>>;
  dataCache: ServerDataCache;
  render: (part: ServerPart, rawProps: unknown, context: ServerRenderContext) => Promise<RenderedFragment>;
  /** Renders in flight, their queue and deadline, and the rendered-fragment cache (`limits/`): their defaults. */
  calm?: Omit<CalmRenderOptions, 'etagOf'>;
}

/** Shared caches keep a fragment a minute, then serve it stale for ten while they fetch a new one. */
export const sharedCacheControl = 'public, max-age=60, stale-while-revalidate=600';
/** A fragment naming the reader (the `user` parameter) is kept by no one. */
export const personalCacheControl = 'private, no-store';
/**
 * The last good copy sent while renders are shed: shared caches keep it no longer than this server keeps a
 * fresh copy, so a render after the overload replaces it within seconds.
 */
export const staleCopyCacheControl = 'public, max-age=5';
/** Says where a 200 came from (`X-Fragment-Cache`): rendered now, the rendered-fragment cache, or a stale copy. */
export const fragmentCacheHeader = 'X-Fragment-Cache';

function sendText(response: ServerResponse, status: number, text: string, retryAfterSeconds?: number): void {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) }),
  });
  response.end(text);
}

/** The fragment a 200 sends, wherever it came from (`X-Fragment-Cache`: miss, hit or stale). */
function fragmentOf(
  answer: Exclude<CalmAnswer, { kind: 'shed' }>,
  rendered: Extract<RenderedFragment, { ok: true }> | undefined,
  etagOf: (html: string) => string,
) {
  if (answer.kind !== 'rendered') {
    const cacheControl = answer.kind === 'stale' ? staleCopyCacheControl : sharedCacheControl;
    return { ...answer.copy, cacheControl, source: answer.kind === 'stale' ? 'stale' : 'hit' };
  }
  const html = rendered?.html ?? '';
  const cacheControl = rendered?.personal ? personalCacheControl : sharedCacheControl;
  return { html, etag: answer.etag ?? etagOf(html), cacheControl, source: 'miss' };
}

/**
 * `GET /fragment/<Part>?<query>` and `GET /healthz` of a remote's fragment server (issue 33; the contract in
 * docs/guides/server-rendered.md). The answer depends on the URL alone (no cookie, no header but
 * If-None-Match), so it needs no `Vary` and the URL is the whole cache key. The text of a 400 names our
 * parameter and the schema's reason; the client's value is never in it.
 */
export function createFragmentHandler(options: FragmentHandlerOptions) {
  const { parts, build, dataCache, render } = options;
  const etagOf = (html: string) =>
    `"${createHash('sha256').update(build).update('\0').update(html).digest('base64url').slice(0, 22)}"`;
  const calm = createCalmRenderer({ ...options.calm, etagOf });
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://fragment-server');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' });
      response.end();
      return;
    }
    if (url.pathname === '/healthz') {
      sendText(response, 200, `ok ${build}\n`);
      return;
    }
    // One URL per page state (canonical-fragment-url.ts): another spelling is sent to it, a non-state refused.
    const checked = checkFragmentUrl(request.url ?? '/', parts);
    if (checked.kind === 'refuse') {
      sendText(response, checked.status, `${checked.message}\n`);
      return;
    }
    if (checked.kind === 'redirect') {
      response.writeHead(301, { Location: checked.location, 'Cache-Control': 'no-store' });
      response.end();
      return;
    }
    const { part, country: visitorCountry, canonicalUrl } = checked;
    // `signedIn=1`: the signed-in markup for nobody in particular, shareable (the renderer's placeholder user).
    const { signedIn, ...props } = checked.props;
    const rawProps = signedIn && !props.user ? { ...props, user: signedInPlaceholder } : props;
    // The cache key (limits/): the canonical URL, with the data's generation.
    const answer = await calm.answer(
      canonicalUrl,
      dataCache.generation(),
      () =>
        render(part, rawProps, {
          build,
          preloads: options.preloads[part.name] ?? [],
          dataCache,
          visitorCountry,
        }),
      // A client that hung up (nginx passes a reader's abort on) needs no render that has not started.
      () => !request.socket.destroyed,
    );
    if (answer.kind === 'shed') {
      sendText(response, 503, 'Busy: try again shortly.\n', answer.retryAfterSeconds);
      return;
    }
    const rendered = answer.kind === 'rendered' ? answer.rendered : undefined;
    if (rendered && !rendered.ok) {
      sendText(
        response,
        rendered.status,
        `${rendered.message}\n`,
        'retryAfterSeconds' in rendered ? rendered.retryAfterSeconds : undefined,
      );
      return;
    }
    const { html, etag, cacheControl, source } = fragmentOf(answer, rendered, etagOf);
    const headers = {
      'Cache-Control': cacheControl,
      'X-Chrome-Build': build,
      [fragmentCacheHeader]: source,
      ETag: etag,
    };
    const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (known?.includes(etag) || known?.includes('*')) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
    response.writeHead(200, {
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(html),
      'X-Content-Type-Options': 'nosniff',
    });
    response.end(request.method === 'HEAD' ? undefined : html);
  };
}
