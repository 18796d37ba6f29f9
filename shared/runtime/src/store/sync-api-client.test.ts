import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiGet, resetApiClient } from '../api/default-api-client';
import { createChromeStore } from './chrome-store';
import { syncApiClientWithStore } from './sync-api-client';

const seenHeaders: Headers[] = [];
const server = setupServer(
  http.get('*/probe', ({ request }) => {
    seenHeaders.push(request.headers);
    return HttpResponse.json({ ok: true });
  }),
);

beforeAll(() => server.listen());
afterEach(() => {
  seenHeaders.length = 0;
  resetApiClient();
});
afterAll(() => server.close());

it('given the page switches to Turkish on the Turkey sub-site, the next request says so in its headers', async () => {
  const store = createChromeStore();
  const stop = syncApiClientWithStore(store);

  store.getState().applyHostProps({ language: 'zh-tw', site: 'tr' });
  await apiGet('/probe', { parse: (raw) => raw, fallback: null });

  expect(seenHeaders[0]?.get('X-Gate-AppLang')).toBe('tw');
  expect(seenHeaders[0]?.get('X-Gate-AppType')).toBe('2');
  stop();
});
