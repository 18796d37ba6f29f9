import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApiClient, resetApiClient } from '@site-chrome/runtime/testing';
import { createApiClient } from '../api/api-client';
import { apiClientOf, isVisitorDependent, visitorDependentMeta, withApiClient } from './query-api-client';

afterEach(() => resetApiClient());

describe('the API client a query function calls', () => {
  it('is the page’s when the query’s meta names none, as the page configures it at call time', async () => {
    const languages: (string | null)[] = [];
    const server = setupServer(
      http.get('https://page.example/ping', ({ request }) => {
        languages.push(request.headers.get('X-Gate-AppLang'));
        return HttpResponse.json({ code: 0, data: {} });
      }),
    );
    server.listen({ onUnhandledRequest: 'error' });
    const pageClient = apiClientOf({ visitorDependent: true });
    configureApiClient({ baseUrl: 'https://page.example', language: 'de' });
    await pageClient.getResult('/ping', { parse: (raw) => raw });
    server.close();
    expect(languages).toEqual(['de']);
  });

  it('is the one a caller put in the meta (a fragment server’s, per scope), the other meta kept', () => {
    const serverClient = createApiClient({ baseUrl: 'https://api.internal', language: 'ja', site: 'jp' });
    const meta = withApiClient(visitorDependentMeta, serverClient);

    expect(apiClientOf(meta)).toBe(serverClient);
    expect(isVisitorDependent(meta)).toBe(true);
    expect(isVisitorDependent(withApiClient(undefined, serverClient))).toBe(false);
  });

  it('falls back to the page’s for a meta value that is not a client', () => {
    expect(apiClientOf({ chromeApiClient: { getResult: 'no' } })).toBe(apiClientOf(undefined));
  });
});
