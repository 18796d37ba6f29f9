/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { siteTable } from '@site-chrome/rules/sites';
import { encodeFragmentQuery, type FragmentProps } from '@site-chrome/runtime/fragments';
import type { RenderedFragment, ServerPart, ServerRenderContext } from '../types';
import { checkFragmentUrl } from './canonical-fragment-url';
import { createFragmentHandler } from './fragment-handler';

const parts: ServerPart[] = [
  { name: 'Header', Component: () => null, serverQueries: () => [] },
  { name: 'Footer', Component: () => null, serverQueries: () => [] },
];

/** Every render the handler starts: a hostile spelling must never be one. */
const renders: { props: unknown; visitorCountry: string }[] = [];

function countingRender(
  part: ServerPart,
  rawProps: unknown,
  context: ServerRenderContext,
): Promise<RenderedFragment> {
  renders.push({ props: rawProps, visitorCountry: context.visitorCountry });
  return Promise.resolve({
    ok: true,
    personal: false,
    html: `<div data-chrome-fragment="${part.name}">${renders.length}</div>`,
  });
}

let server: Server;
let origin: string;

beforeAll(async () => {
  const handle = createFragmentHandler({
    parts,
    build: '1.0.0-test',
    preloads: {},
    dataCache: { get: () => Promise.reject(new Error('no data here')), generation: () => 0 },
    render: countingRender,
    // Load shedding is limits/'s test; here a busy test machine's event loop must not shed a render.
    calm: { pressure: { overloaded: () => false, stop: () => undefined } },
  });
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((closed) => server.close(closed)));
beforeEach(() => {
  renders.length = 0;
});

/** One request as a cache in front would send it: redirects not followed. */
// eslint-disable-next-line no-restricted-globals -- a test client of the server, not the chrome's API calls
const get = (pathAndQuery: string) => fetch(`${origin}${pathAndQuery}`, { redirect: 'manual' });

/** Where a 301 sends the client, as a path and query on this server. */
const followed = (from: string, location: string) => {
  const target = new URL(location, `${origin}${from}`);
  return `${target.pathname}${target.search}`;
};

describe('given another spelling of a valid page state', () => {
  it.each([
    ['parameter order', '/fragment/Header?theme=dark&site=eu', '/fragment/Header?site=eu&theme=dark'],
    ['upper case', '/fragment/Header?language=DE&fiat=eur', '/fragment/Header?language=de&fiat=EUR'],
    ['a lower-case country', '/fragment/Header?country=de', '/fragment/Header?country=DE'],
    ['site by id', '/fragment/Header?site=71', '/fragment/Header?site=hk'],
    ['leading zeros', '/fragment/Header?site=0071', '/fragment/Header?site=hk'],
    ['a needlessly escaped name', '/fragment/Header?%73ite=eu', '/fragment/Header?site=eu'],
    ['a needlessly escaped value', '/fragment/Header?site=%65%75', '/fragment/Header?site=eu'],
    [
      'needless escapes in the path',
      '/fragment/Header?path=%2F%2574rade%2F',
      '/fragment/Header?path=%2Ftrade',
    ],
    [
      'explicit defaults',
      '/fragment/Header?site=main&language=en&theme=light&fiat=USD&country=XX',
      '/fragment/Header',
    ],
    [
      'an explicit default inside the JSON props',
      '/fragment/Header?variant=%7B%22phone%22%3Atrue%2C%22testnet%22%3Afalse%7D',
      '/fragment/Header?variant=%7B%22phone%22%3Atrue%7D',
    ],
    ['the theme by its code', '/fragment/Footer?theme=2', '/fragment/Footer?theme=dark'],
  ])('%s: 301 once to its one URL, no-store, and no render', async (_case, url, canonical) => {
    const response = await get(url);

    expect(response.status).toBe(301);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const location = response.headers.get('location') ?? '';
    // Relative to the request's own path, so it holds behind a proxy that mounts the server elsewhere.
    expect(location).not.toMatch(/^\/|^[a-z]+:/i);
    expect(followed(url, location)).toBe(canonical);
    expect(renders).toHaveLength(0);

    // The target is itself canonical: it renders (or comes from the rendered-fragment cache), never redirects.
    expect((await get(canonical)).status).toBe(200);
  });
});

describe('given a URL that names no page state', () => {
  it.each([
    ['an unknown parameter', '/fragment/Header?utm_source=mail', 'Unknown parameter'],
    [
      'an unknown parameter beside valid ones',
      '/fragment/Header?site=eu&x=%3Cscript%3E',
      'Unknown parameter',
    ],
    [
      'an unknown key inside the JSON props',
      `/fragment/Header?variant=${encodeURIComponent('{"hidden":[],"script":1}')}`,
      '"variant"',
    ],
    [
      'an unknown key inside the user',
      `/fragment/Header?user=${encodeURIComponent('{"uid":"7","script":1}')}`,
      '"user"',
    ],
    [
      'a 6,000-character path',
      `/fragment/Header?path=${encodeURIComponent(`/${'a'.repeat(6000)}`)}`,
      '"path"',
    ],
    ['a six-letter fiat', '/fragment/Header?fiat=ABCDEF', '"fiat"'],
    ['a path to another host', `/fragment/Header?path=${encodeURIComponent('//evil.example')}`, '"path"'],
    [
      'a path to another host behind a backslash',
      `/fragment/Header?path=${encodeURIComponent('/\\evil.example')}`,
      '"path"',
    ],
    ['a parameter given twice', '/fragment/Header?site=eu&site=eu', '"site"'],
    ['a site outside the table', '/fragment/Header?site=narnia', '"site"'],
    ['a language outside the list', '/fragment/Header?language=klingon', '"language"'],
    ['a country of three letters', '/fragment/Header?country=USA', '"country"'],
  ])('%s: 400 no-store naming our parameter, never the value, and no render', async (_case, url, named) => {
    const response = await get(url);
    const body = await response.text();

    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toContain(named);
    expect(body).not.toMatch(/script|evil|narnia|klingon|ABCDEF|USA|mail|aaaa/);
    expect(body.length).toBeLessThan(200);
    expect(renders).toHaveLength(0);
  });

  it('takes a bare question mark as the URL without one (nginx keys them alike)', () => {
    expect(checkFragmentUrl('/fragment/Footer?', parts)).toMatchObject({
      kind: 'render',
      canonicalUrl: '/fragment/Footer',
    });
  });

  it('answers 404 for a part it does not render, whatever the query', async () => {
    const response = await get('/fragment/AnnouncementBar?site=eu');
    expect(response.status).toBe(404);
    expect(renders).toHaveLength(0);
  });
});

describe('given the canonical URL', () => {
  it('renders with the visitor’s country in the render context, never as a prop', async () => {
    await get('/fragment/Header?site=tr&country=DE');
    await get('/fragment/Header?site=tr');

    expect(renders).toEqual([
      { props: { site: 'tr' }, visitorCountry: 'DE' },
      { props: { site: 'tr' }, visitorCountry: 'XX' },
    ]);
  });

  /** Valid props in any spelling the codec takes from a host: ids, cases, codes, needless escapes. */
  const anyValidProps: fc.Arbitrary<FragmentProps> = fc.record(
    {
      site: fc.constantFrom(...siteTable.flatMap((site) => [site.key, site.id, site.key.toUpperCase()])),
      language: fc.constantFrom('en', 'de', 'DE', 'pt-BR', 'zh-tw'),
      theme: fc.constantFrom('light' as const, 'dark' as const, 0 as const, 2 as const),
      country: fc.stringMatching(/^[A-Za-z]{2}$/),
      fiat: fc.constantFrom('USD', 'eur', 'Jpy', 'TRY', 'brl'),
      path: fc.constantFrom('/', '/trade/BTC_USDT', '/%7Euser/', '/café', '/a(1);b=2'),
      dynamicData: fc.boolean(),
      newMenuMainSiteOnly: fc.boolean(),
      variant: fc.record(
        {
          hidden: fc.subarray(['search', 'download', 'notification'] as const),
          phone: fc.boolean(),
          limits: fc.record({ uk: fc.boolean() }, { requiredKeys: [] }),
        },
        { requiredKeys: [] },
      ),
      menuFeatures: fc.record({ payWith: fc.boolean(), testnet: fc.boolean() }, { requiredKeys: [] }),
      signedIn: fc.boolean(),
    },
    { requiredKeys: [] },
  );

  it('renders the encoded URL of any valid props, and redirects any permutation of its parameters to it', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyValidProps,
        fc.constantFrom('Header', 'Footer'),
        fc.infiniteStream(fc.nat()),
        async (props, part, shuffle) => {
          const query = encodeFragmentQuery(props);
          const canonical = `/fragment/${part}${query ? `?${query}` : ''}`;
          expect((await get(canonical)).status).toBe(200);
          const rendersBefore = renders.length;

          const entries = [...new URLSearchParams(query)];
          const permuted = entries
            .map((entry) => ({ entry, order: shuffle.next().value }))
            .sort((one, other) => one.order - other.order)
            .map(({ entry }) => entry);
          const permutedQuery = new URLSearchParams(permuted).toString();
          const response = await get(`/fragment/${part}${permutedQuery ? `?${permutedQuery}` : ''}`);
          if (permutedQuery === query) expect(response.status).toBe(200);
          else {
            expect(response.status).toBe(301);
            expect(followed(`/fragment/${part}`, response.headers.get('location') ?? '')).toBe(canonical);
            expect(renders).toHaveLength(rendersBefore);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
