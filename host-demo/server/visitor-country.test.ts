/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSsrPageHandler } from './ssr-page-handler';
import { visitorCountryOf } from './visitor-country';

describe('visitorCountryOf', () => {
  it('takes the edge’s X-Visitor-Country first, upper-cased', () => {
    expect(visitorCountryOf({ 'x-visitor-country': 'de', cookie: 'demo_country=FR' }, 'TR')).toBe('DE');
  });

  it.each(['USA', 'u', '<b>', '12', ''])(
    'takes a header that is not two letters (%p) as an unknown country, not as the demo’s',
    (header) => {
      expect(visitorCountryOf({ 'x-visitor-country': header }, 'TR')).toBeUndefined();
    },
  );

  it('without the header, takes the demo’s country parameter, then its demo_country cookie', () => {
    expect(visitorCountryOf({ cookie: 'demo_country=FR' }, 'TR')).toBe('TR');
    expect(visitorCountryOf({ cookie: 'demo_country=fr' }, '')).toBe('FR');
    expect(visitorCountryOf({ cookie: 'demo_country=France' }, '')).toBeUndefined();
    expect(visitorCountryOf({}, '')).toBeUndefined();
  });
});

describe('the demo’s ssr=1 page asks its fragments for the visitor’s country', () => {
  const servers: Server[] = [];
  // The stand-in fragments are no real ones: the composer says so, which is not what this is about.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() =>
    Promise.all(servers.splice(0).map((server) => new Promise((closed) => server.close(closed)))),
  );

  const listen = (server: Server) =>
    new Promise<string>((listening) => {
      servers.push(server);
      server.listen(0, '127.0.0.1', () =>
        listening(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
      );
    });

  /** The fragment URLs one ssr=1 page asked for, with these request headers. */
  async function fragmentUrlsOf(pageQuery: string, headers: Record<string, string>): Promise<string[]> {
    const asked: string[] = [];
    const fragments = await listen(
      createServer((request, response) => {
        asked.push(request.url ?? '');
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<div data-chrome-fragment="Header"></div>');
      }),
    );
    const handle = createSsrPageHandler({
      template: () => '<html><head></head><body><div id="root"></div></body></html>',
      fragmentOrigins: { Header: fragments, AnnouncementBar: fragments, Footer: fragments },
      budgetMs: 5000,
    });
    const host = await listen(createServer((request, response) => void handle(request, response)));
    // eslint-disable-next-line no-restricted-globals -- the test asks the demo host as a browser would
    await (await fetch(`${host}/${pageQuery}`, { headers })).text();
    return asked;
  }

  it('from the edge’s header, as the canonical query’s country (no chrome prop)', async () => {
    const urls = await fragmentUrlsOf('?ssr=1&theme=dark', { 'X-Visitor-Country': 'us' });
    expect(urls).toContain('/fragment/Header?theme=dark&country=US');
    expect(urls).toContain('/fragment/Footer?theme=dark&country=US');
  });

  it('from the demo’s country parameter, and from nowhere when nobody names one', async () => {
    expect(await fragmentUrlsOf('?ssr=1&country=de', {})).toContain('/fragment/Header?country=DE');
    expect(await fragmentUrlsOf('?ssr=1', { cookie: 'demo_country=TR' })).toContain(
      '/fragment/Header?country=TR',
    );
    expect(await fragmentUrlsOf('?ssr=1', {})).toContain('/fragment/Header');
  });
});
