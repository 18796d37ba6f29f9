import { delay, http, HttpResponse } from 'msw';
import type { HttpResponseResolver } from 'msw';
import { handleMockRequest, isMockApiPath } from './handle-mock-request';
import type { MockApiOptions } from './mock-types';

/** A POST's form fields; anything that is not a form reads as none. */
async function readForm(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded')) return {};
  return Object.fromEntries(new URLSearchParams(await request.text()));
}

/**
 * msw 2 handlers over `handleMockRequest`, so tests and the demo answer from the same fixtures.
 * The patterns start with "*" to match the API paths on any origin (page origin, jsdom's localhost, a
 * server-side base URL); a request that only looks similar (e.g. "/cdn/api/x") is passed on untouched.
 */
export function createMockApiHandlers(options: MockApiOptions = {}) {
  const resolver: HttpResponseResolver = async ({ request, cookies }) => {
    const url = new URL(request.url);
    if (!isMockApiPath(url.pathname)) return undefined;
    const answer = handleMockRequest(
      {
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        cookies,
        headers: Object.fromEntries(request.headers),
        form: request.method === 'POST' ? await readForm(request) : undefined,
      },
      options,
    );
    if (answer.delayMs !== undefined) await delay(answer.delayMs);
    return new HttpResponse(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...answer.headers },
    });
  };
  return [
    http.all('*/apiw/*', resolver),
    http.all('*/api/*', resolver),
    http.all('*/apiweb/*', resolver),
    http.all('*/logout', resolver),
  ];
}

/** The handlers with default options (6000 ms slow fault, default fixture clock). */
export const mockApiHandlers = createMockApiHandlers();
