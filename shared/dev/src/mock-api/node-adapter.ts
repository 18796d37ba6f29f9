import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { handleMockRequest, isMockApiPath } from './handle-mock-request';
import { isMockCoinIconPath, mockCoinIconPng } from './mock-coin-icon';
import { isMockImagePath, mockImageSvg } from './mock-images';
import type { MockApiOptions, MockResponse } from './mock-types';
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
  void readForm(request)
    .then((form) =>
      answerWith(
        response,
        handleMockRequest(
          {
            method: request.method ?? 'GET',
            path: url.pathname,
            query: Object.fromEntries(url.searchParams),
            cookies: parseCookieHeader(request.headers.cookie),
            headers: flattenHeaders(request.headers),
            form,
          },
          options,
        ),
      ),
    )
    .catch((error: unknown) => {
      // A defect of the mock, said once, and the demo server stays up.
      console.error(`[mock-api] ${request.method} ${url.pathname} failed:`, error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  return true;
}

/** The most of a form the mock reads: its forms hold a field or two. */
const maximumFormBytes = 16 * 1024;

/**
 * A POST's form fields (the switch call's `uid`); none for a GET or another body. The body is always read to
 * its end, so the socket can be reused.
 */
function readForm(request: IncomingMessage): Promise<Record<string, string> | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maximumFormBytes) chunks.push(chunk);
    });
    request.on('error', () => resolve(undefined));
    request.on('end', () => {
      const isForm = (request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');
      resolve(
        request.method === 'POST' && isForm && size <= maximumFormBytes
          ? Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
          : undefined,
      );
    });
  });
}

function answerWith(response: ServerResponse, answer: MockResponse): void {
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
}
