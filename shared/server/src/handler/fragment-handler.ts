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

export interface FragmentHandlerOptions {
  parts: readonly ServerPart[];
  /** The remote's build id, sent as `X-Chrome-Build` and written on each fragment. */
  build: string;
  /** The preload URLs of each part (`preloadsFromManifest`), by part name. */
  preloads: Readonly<Partial<Record<FragmentPartName, readonly ScriptPreload[]>>>;
  dataCache: ServerDataCache;
  render: (part: ServerPart, rawProps: unknown, context: ServerRenderContext) => Promise<RenderedFragment>;
}

/** Shared caches keep a fragment a minute, then serve it stale for ten while they fetch a new one. */
export const sharedCacheControl = 'public, max-age=60, stale-while-revalidate=600';
/** A fragment naming the reader (the `user` parameter) is kept by no one. */
export const personalCacheControl = 'private, no-store';

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(text);
}

/**
 * `GET /fragment/<Part>?<query>` and `GET /healthz` of a remote's fragment server (issue 33; the contract in
 * README "Server-rendered embedding"). The answer depends on the URL alone (no cookie, no header but
 * If-None-Match), so it needs no `Vary` and the URL is the whole cache key. The text of a 400 names our
 * parameter and the schema's reason; the client's value is never in it.
 */
export function createFragmentHandler(options: FragmentHandlerOptions) {
  const { parts, build, dataCache, render } = options;
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
    const { part, country: visitorCountry } = checked;
    // `signedIn=1`: the signed-in markup for nobody in particular, shareable (the renderer's placeholder user).
    const { signedIn, ...props } = checked.props;
    const rawProps = signedIn && !props.user ? { ...props, user: signedInPlaceholder } : props;
    const rendered = await render(part, rawProps, {
      build,
      preloads: options.preloads[part.name] ?? [],
      dataCache,
      visitorCountry,
    });
    if (!rendered.ok) {
      sendText(response, rendered.status, `${rendered.message}\n`);
      return;
    }
    const etag = `"${createHash('sha256').update(build).update('\0').update(rendered.html).digest('base64url').slice(0, 22)}"`;
    const headers = {
      'Cache-Control': rendered.personal ? personalCacheControl : sharedCacheControl,
      'X-Chrome-Build': build,
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
      'Content-Length': Buffer.byteLength(rendered.html),
      'X-Content-Type-Options': 'nosniff',
    });
    response.end(request.method === 'HEAD' ? undefined : rendered.html);
  };
}
