import { apiClientOf, isVisitorDependent, visitorDependentMeta, withApiClient } from './query-api-client';
import { createApiClient } from './api-client';
import { configureApiClient, getApiClient, resetApiClient } from './default-api-client';

afterEach(() => resetApiClient());

describe('the API client a query function calls', () => {
  it('is the page’s when the query’s meta names none, read at call time', () => {
    expect(apiClientOf(undefined)).toBe(getApiClient());
    configureApiClient({ language: 'de' });
    expect(apiClientOf({ visitorDependent: true }).config.language).toBe('de');
  });

  it('is the one a caller put in the meta (a fragment server’s, per scope), the other meta kept', () => {
    const serverClient = createApiClient({ baseUrl: 'https://api.internal', language: 'ja', site: 'jp' });
    const meta = withApiClient(visitorDependentMeta, serverClient);

    expect(apiClientOf(meta)).toBe(serverClient);
    expect(isVisitorDependent(meta)).toBe(true);
    expect(isVisitorDependent(withApiClient(undefined, serverClient))).toBe(false);
  });

  it('falls back to the page’s for a meta value that is not a client', () => {
    expect(apiClientOf({ chromeApiClient: { getResult: 'no' } })).toBe(getApiClient());
  });
});
