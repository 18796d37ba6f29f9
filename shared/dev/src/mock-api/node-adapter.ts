import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { handleMockRequest, isMockApiPath } from './handle-mock-request';
import { isMockCoinIconPath, mockCoinIconPng } from './mock-coin-icon';
import { isMockImagePath, mockImageSvg } from './mock-images';
import type { MockApiOptions } from './mock-types';
import { parseCookieHeader } from './request-context';

function flattenHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/**
 * Serves the mock API (and its `/images/` placeholders) from a plain Node server (the demo host). Returns
 * false, without touching the response, for any other path, so the caller can serve static files instead.
 */
export function handleNodeRequest(
  request: IncomingMessage,
  response: ServerResponse,
  options: MockApiOptions = {},
): boolean {
  const url = new URL(request.url ?? '/', 'http://mock-api.local');
  if (isMockCoinIconPath(url.pathname)) {
    request.resume();
    response.writeHead(200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=86400',
      'Access-Control-Allow-Origin': '*',
    });
    response.end(mockCoinIconPng(url.pathname));
    return true;
  }
  if (isMockImagePath(url.pathname)) {
    request.resume();
    response.writeHead(200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
      'Access-Control-Allow-Origin': '*',
    });
    response.end(mockImageSvg(url.pathname));
    return true;
  }
  if (!isMockApiPath(url.pathname)) return false;
  const answer = handleMockRequest(
    {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      cookies: parseCookieHeader(request.headers.cookie),
      headers: flattenHeaders(request.headers),
    },
    options,
  );
  // The answer never depends on a request body (the logout forms are ignored); drain it so the socket can be reused.
  request.resume();
  const send = () => {
    if (response.destroyed || response.writableEnded) return;
    response.writeHead(answer.status, {
      ...answer.headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    response.end(JSON.stringify(answer.body));
  };
  if (answer.delayMs === undefined) {
    send();
  } else {
    const timer = setTimeout(send, answer.delayMs);
    // A client that gives up (time-out) should not keep a timer alive for nothing.
    response.on('close', () => clearTimeout(timer));
  }
  return true;
}
