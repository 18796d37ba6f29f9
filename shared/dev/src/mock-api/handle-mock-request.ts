import { defaultFixtureNowSeconds, getFixtures } from '../testing/fixtures';
import type { MockApiOptions, MockRequest, MockResponse } from './mock-types';
import {
  readFault,
  readMarketCount,
  readPersona,
  readVisitorCountry,
  splitPathAndQuery,
} from './request-context';
import { readLanguage } from './request-language';
import { readSubSite } from './request-sub-site';
import { mockRefusalCode, mockRoutes } from './routes';

/** Delay of the `slow` fault: beyond the browser's 4000 ms request time-out. */
export const mockSlowDelayMs = 6000;

const apiPathPattern = /^\/(apiw|api|apiweb)\//;

/** True for the paths the mock API owns; everything else is left to the static file server. */
export function isMockApiPath(path: string): boolean {
  const [pathname = ''] = path.split('?', 1);
  return apiPathPattern.test(pathname) || pathname === '/logout' || pathname === '/logout/';
}

/**
 * Answers one request from the fixtures, framework-free. Login persona comes from the `demo_login` cookie;
 * the sub-site from the `sub_website_id` query or the `X-Gate-AppType` header; the visitor's country from
 * the `X-Visitor-Country` header or the `demo_country` cookie (README.md has the tables); a fault (`?__fault=`, header `x-mock-fault`, cookie `mock_fault`) changes the answer:
 * slow = normal answer after `slowDelayMs`; error = HTTP 500; malformed = valid JSON of the wrong shape;
 * empty = the right envelope with an empty list or object. Unknown paths get a 404 JSON answer.
 */
export function handleMockRequest(request: MockRequest, options: MockApiOptions = {}): MockResponse {
  const { path, query } = splitPathAndQuery(request);
  const method = request.method.toUpperCase();
  const route = Object.hasOwn(mockRoutes, path) ? mockRoutes[path] : undefined;
  if (route === undefined) {
    return { status: 404, body: { code: 404, message: `No mock answer for ${method} ${path}`, data: null } };
  }
  if (route.method !== method) {
    return {
      status: 405,
      headers: { Allow: route.method },
      body: { code: 405, message: `${path} answers ${route.method} only`, data: null },
    };
  }
  const fault = readFault({ ...request, query });
  const context = () => ({
    query,
    form: request.form ?? {},
    persona: readPersona(request.cookies),
    site: readSubSite(request, query),
    visitorCountry: readVisitorCountry(request),
    marketCount: readMarketCount(request.cookies),
    language: readLanguage(request, query),
    fixtures: getFixtures(options.fixtureNowSeconds ?? defaultFixtureNowSeconds),
  });
  const headersFor = (routeContext: ReturnType<typeof context>) => {
    const routeHeaders = typeof route.headers === 'function' ? route.headers(routeContext) : route.headers;
    return routeHeaders === undefined ? {} : { headers: { ...routeHeaders } };
  };
  switch (fault) {
    case 'error':
      return { status: 500, body: { code: 500, message: 'Internal server error (mock fault)', data: null } };
    case 'malformed':
      return {
        status: 200,
        body: { code: route.successCode, data: 'malformed: wrong shape on purpose (mock fault)' },
      };
    case 'empty':
      return {
        status: route.status ?? 200,
        ...headersFor(context()),
        body: { code: route.successCode, data: route.emptyData() },
      };
    default: {
      const routeContext = context();
      const refusal = route.refuse?.(routeContext);
      const answer: MockResponse =
        refusal === undefined
          ? {
              status: route.status ?? 200,
              ...headersFor(routeContext),
              body: { code: route.successCode, data: route.data(routeContext) },
            }
          : { status: 200, body: { code: mockRefusalCode, message: refusal, data: null } };
      return fault === 'slow' ? { ...answer, delayMs: options.slowDelayMs ?? mockSlowDelayMs } : answer;
    }
  }
}
