/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import type { ChromeProps } from '@site-chrome/runtime';
import { signedInPlaceholder } from '@site-chrome/runtime/fragments';
import type { RenderedFragment, ScriptPreload, ServerPart } from '../types';
import { expectConsoleErrors } from '@site-chrome/dev/testing';
import { resetApiClient } from '@site-chrome/runtime/testing';
import { personalCacheControl, sharedCacheControl } from './fragment-handler';
import { preloadsFromManifest } from '../start/manifest-preloads';
import { startFragmentServer, type RunningFragmentServer } from '../start/start-fragment-server';

/** A stand-in for the header: what it renders depends on its props only. */
function Greeting({ language = 'en', user }: ChromeProps) {
  return <header lang={language}>{user ? `Hello ${user.nickname ?? ''}` : 'Hello'}</header>;
}

const parts: ServerPart[] = [
  { name: 'Header', Component: Greeting, serverQueries: () => [] },
  { name: 'AnnouncementBar', Component: Greeting, serverQueries: () => [] },
];

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'Header',
      assets: { js: { sync: ['__federation_expose_Header.1234abcd.js'], async: ['77.0000ffff.js'] } },
    },
  ],
  shared: [
    { name: 'react', assets: { js: { sync: ['3696.c2908ece.js'] } } },
    {
      name: '@site-chrome/data/site-visibility',
      assets: { js: { sync: ['357.df480eb5.js', '2738.e2386662.js'], async: [] } },
    },
  ],
  integrity: {
    'remoteEntry.js': 'sha384-entry',
    '__federation_expose_Header.1234abcd.js': 'sha384-header',
    '2738.e2386662.js': 'sha384-visibility',
  },
};

/** Renders like the real renderer, minus data: a 400 for a prop the schema refuses. */
async function fakeRender(
  part: ServerPart,
  rawProps: unknown,
  context: { preloads: readonly ScriptPreload[]; build: string },
): Promise<RenderedFragment> {
  const props = rawProps as ChromeProps & { signedIn?: boolean };
  if (props.theme !== undefined && props.theme !== 'dark')
    return { ok: false, status: 400, message: 'theme: must be light or dark' };
  if (props.path === '/broken') throw new Error('a bug');
  const { Component } = part;
  const links = context.preloads
    .map(({ href }) => `<link rel="preload" as="script" crossorigin="anonymous" href="${href}">`)
    .join('');
  return {
    ok: true,
    personal: props.user !== undefined && JSON.stringify(props.user) !== JSON.stringify(signedInPlaceholder),
    html: `${links}<div data-chrome-fragment="${part.name}" data-chrome-build="${context.build}">${renderToString(<Component {...props} />)}</div>`,
  };
}

let folder: string;
let server: RunningFragmentServer;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'fragment-server-'));
  writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
  server = await startFragmentServer({
    label: 'header',
    parts,
    build: '1.0.0-0123abcd',
    port: 0,
    manifestPath: path.join(folder, 'mf-manifest.json'),
    publicOrigin: 'https://header.cdn.example',
    render: fakeRender,
    // Load shedding is limits/'s test; here a busy test machine's event loop must not shed a render.
    calm: { pressure: { overloaded: () => false, stop: () => undefined } },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
  resetApiClient();
});

const get = (pathAndQuery: string, headers: Record<string, string> = {}) =>
  // eslint-disable-next-line no-restricted-globals -- a test client of the server, not the chrome's API calls
  fetch(`${server.origin}${pathAndQuery}`, { headers });

describe('GET /fragment/<Part>', () => {
  it('answers the part as shareable HTML with its build, an ETag and its preload links', async () => {
    const response = await get('/fragment/Header?language=de');
    const body = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(sharedCacheControl);
    expect(response.headers.get('x-chrome-build')).toBe('1.0.0-0123abcd');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
    expect(body).toContain('<header lang="de">Hello</header>');
    expect(body).toContain('href="https://header.cdn.example/remoteEntry.js"');
    expect(body).toContain('href="https://header.cdn.example/__federation_expose_Header.1234abcd.js"');
    expect(body).not.toContain('77.0000ffff.js');
  });

  it('keeps a fragment naming the reader out of shared caches', async () => {
    const user = encodeURIComponent(JSON.stringify({ uid: '7', nickname: 'Ada' }));
    const response = await get(`/fragment/Header?user=${user}`);

    expect(await response.text()).toContain('Hello Ada');
    expect(response.headers.get('cache-control')).toBe(personalCacheControl);
  });

  it('renders signedIn=1 as the signed-in markup for nobody in particular, shareable', async () => {
    const response = await get('/fragment/Header?signedIn=1');

    // The placeholder user has no name: the signed-in branch ran, with nobody's name in it.
    expect(await response.text()).toContain('<header lang="en">Hello </header>');
    expect(response.headers.get('cache-control')).toBe(sharedCacheControl);
  });

  it('answers 304 to a client that holds the same fragment', async () => {
    const first = await get('/fragment/Header?theme=dark');
    const etag = first.headers.get('etag') ?? '';

    const again = await get('/fragment/Header?theme=dark', { 'If-None-Match': etag });
    const other = await get('/fragment/Header?language=fr', { 'If-None-Match': etag });

    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    expect(other.status).toBe(200);
  });

  it.each([
    [
      '/fragment/Header?dynamicData=%3Cscript%3Ealert(1)%3C/script%3E',
      'Bad parameter "dynamicData": is too long.',
    ],
    ['/fragment/Header?theme=%3Cimg%20src%3Dx%3E', 'Bad parameter "theme": must be light or dark.'],
  ])('refuses %s with a 400 naming the parameter, never echoing the value', async (url, message) => {
    const response = await get(url);
    const body = await response.text();

    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body.trim()).toBe(message);
    expect(body).not.toMatch(/<|script|img/);
  });

  it.each(['/fragment/Footer', '/fragment/', '/fragment/Header/x', '/'])(
    'answers 404 for %s',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('This server renders: Header, AnnouncementBar');
    },
  );

  it('answers 500 on a bug, and logs it', async () => {
    const consoleErrors = expectConsoleErrors();

    const response = await get('/fragment/Header?path=%2Fbroken');

    expect(response.status).toBe(500);
    expect(consoleErrors).toHaveBeenCalledWith(
      expect.stringContaining('GET /fragment/Header (parameters: path) failed: Error: a bug'),
    );
  });

  it('answers /healthz with its build', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok 1.0.0-0123abcd\n');
  });
});

describe('preload links from the manifest', () => {
  it('are the remote entry and the part’s own chunks, on the public origin, with their integrity hashes', () => {
    expect(preloadsFromManifest(manifest, 'Header', 'http://localhost:3001')).toEqual([
      { href: 'http://localhost:3001/remoteEntry.js', integrity: 'sha384-entry' },
      { href: 'http://localhost:3001/__federation_expose_Header.1234abcd.js', integrity: 'sha384-header' },
    ]);
    expect(preloadsFromManifest(manifest, 'Footer', 'http://localhost:3001/')).toEqual([
      { href: 'http://localhost:3001/remoteEntry.js', integrity: 'sha384-entry' },
    ]);
  });

  it('add the remote’s provided copy of each shared package the part’s first render takes from it', () => {
    expect(
      preloadsFromManifest(manifest, 'Header', 'http://localhost:3001', [
        '@site-chrome/data/site-visibility',
        '@site-chrome/data/not-in-this-build',
      ]),
    ).toEqual([
      { href: 'http://localhost:3001/remoteEntry.js', integrity: 'sha384-entry' },
      { href: 'http://localhost:3001/__federation_expose_Header.1234abcd.js', integrity: 'sha384-header' },
      // The provider's chunk, not the consumer fallback's copy of the same module (357), and not React,
      // which the page provides.
      { href: 'http://localhost:3001/2738.e2386662.js', integrity: 'sha384-visibility' },
    ]);
  });
});
