import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  apiGet,
  apiGetResult,
  apiPost,
  configureApiClient,
  getApiClient,
  resetApiClient,
} from './default-api-client';
import { expectConsoleErrors } from '@site-chrome/dev/testing';

const server = setupServer();
let seenHeaders: Headers | undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  server.use(
    http.all('/ping', ({ request }) => {
      seenHeaders = request.headers;
      return HttpResponse.json({ pong: true });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  resetApiClient();
  seenHeaders = undefined;
});
afterAll(() => server.close());

const readPong = (raw: unknown): boolean => (raw as { pong: boolean }).pong;

describe('the page client', () => {
  it('starts in English on the main site', async () => {
    await apiGet('/ping', { parse: readPong, fallback: false });

    expect(seenHeaders?.get('X-Gate-AppLang')).toBe('en');
    expect(seenHeaders?.get('X-Gate-AppType')).toBe('0');
  });

  it('after configuring language and sub-site, sends them on every call', async () => {
    configureApiClient({ language: 'pt', site: 'eu' });

    await apiPost('/ping', { parse: readPong, fallback: false });

    expect(seenHeaders?.get('X-Gate-AppLang')).toBe('pt-PT');
    expect(seenHeaders?.get('X-Gate-AppType')).toBe('3');
  });

  it('keeps earlier settings when only one changes', async () => {
    configureApiClient({ language: 'zh', site: 'tr' });
    configureApiClient({ language: 'pt-br' });

    const result = await apiGetResult('/ping', { parse: readPong });

    expect(result).toEqual({ ok: true, data: true });
    expect(getApiClient().config.site).toBe('tr');
    expect(seenHeaders?.get('X-Gate-AppLang')).toBe('pt-BR');
  });

  it('after a reset, is back to the defaults', async () => {
    configureApiClient({ language: 'zh', site: 'tr' });
    resetApiClient();

    await apiGet('/ping', { parse: readPong, fallback: false });

    expect(seenHeaders?.get('X-Gate-AppLang')).toBe('en');
    expect(seenHeaders?.get('X-Gate-AppType')).toBe('0');
  });

  it('logs an unknown sub-site once and sends the main site code', async () => {
    const errorSpy = expectConsoleErrors();
    configureApiClient({ site: 'atlantis' });

    await apiGet('/ping', { parse: readPong, fallback: false });

    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(seenHeaders?.get('X-Gate-AppType')).toBe('0');
  });
});
