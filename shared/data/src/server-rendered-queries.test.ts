/** @jest-environment node */
import { QueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { isVisitorDependent, withApiClient } from '@site-chrome/runtime/query-api';
import { createApiClient } from '@site-chrome/runtime/server';
import { mockApiHandlers } from '@site-chrome/dev/mock-api/msw';
import { announcementsQueryOptions } from './announcements';
import { commonDataQueryOptions } from './common-data';
import { complianceQueryOptions } from './compliance';
import { footerMenuQueryOptions } from './footer-menu';
import { headerMenuQueryOptions } from './header-menu';
import { remoteMenuConfigQueryOptions } from './remote-menu-config';

/*
 * The queries a fragment server answers (each remote's server/parts.ts), as a server asks them (issue 40): each
 * call through the API client the server put in the query's meta, never the page's, and the two answers that
 * depend on the visitor's address marked so, for the server to ask them with the visitor's country.
 */
const serverOrigin = 'https://api.fragment-server.test';
const seen: { path: string; language: string | null; country: string | null }[] = [];
const server = setupServer(
  http.all('*', ({ request }) => {
    const url = new URL(request.url);
    seen.push({
      path: `${url.origin}${url.pathname}`,
      language: request.headers.get('X-Gate-AppLang'),
      country: request.headers.get('X-Visitor-Country'),
    });
    // Nothing returned: the mock API's handlers answer.
  }),
  ...mockApiHandlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seen.length = 0;
});
afterAll(() => server.close());

const serverQueries = {
  'compliance check': complianceQueryOptions({ subWebsiteId: 106 }),
  'common data': commonDataQueryOptions({ language: 'de', subWebsiteId: 106 }),
  announcements: announcementsQueryOptions({ language: 'de', subWebsiteId: 106 }),
  'header menu': headerMenuQueryOptions({ language: 'de', platform: 'web', subWebsiteId: 106 }),
  'remote menu config': remoteMenuConfigQueryOptions({ language: 'de', platform: 'web', subWebsiteId: 106 }),
  'footer menu': footerMenuQueryOptions({ language: 'de', subWebsiteId: 106 }),
};

it.each(Object.entries(serverQueries))(
  '%s asks through the API client its meta names',
  async (_name, options) => {
    const client = createApiClient({ baseUrl: serverOrigin, language: 'de', visitorCountry: 'FR' });

    const data: unknown = await new QueryClient().fetchQuery({
      queryKey: options.queryKey,
      queryFn: options.queryFn as () => Promise<unknown>,
      meta: withApiClient(options.meta, client),
    });

    expect(data).toBeTruthy();
    expect(seen).toEqual([expect.objectContaining({ language: 'de', country: 'FR' })]);
    expect(seen[0]?.path.startsWith(serverOrigin)).toBe(true);
  },
);

it('marks the compliance check and common data, and only them, as depending on the visitor', () => {
  const dependent = Object.entries(serverQueries)
    .filter(([, options]) => isVisitorDependent(options.meta))
    .map(([name]) => name);
  expect(dependent).toEqual(['compliance check', 'common data']);
});
