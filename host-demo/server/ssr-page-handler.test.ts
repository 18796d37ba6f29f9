import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { createSsrPageHandler } from './ssr-page-handler';

const template =
  '<!doctype html><html lang=en><head><script defer src=/main.js></script></head>' +
  '<body><div id=root></div></body></html>';

const servers: Server[] = [];

/** A server on `address` (loopback unless given) answering with `handler`; resolves to its origin. */
function serve(handler: Parameters<typeof createServer>[1], address = '127.0.0.1'): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, address, () => resolve(`http://${address}:${(server.address() as AddressInfo).port}`)),
  );
}

/** A fragment of ours for `part` whose markup says `text`: its markup with a build, its hydration data. */
const fragmentOf = (part: string, text: string) =>
  `<div data-chrome-fragment="${part}" data-chrome-build="1.0.0+test">${text}</div>` +
  `<script type="application/json" data-chrome-fragment-data="${part}">{}</script>`;

/** A fragment server whose every part's markup says `text`. */
const fragmentServer = (text: string) =>
  serve((request, response) => {
    const part = /^\/fragment\/(\w+)/.exec(request.url ?? '')?.[1] ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(fragmentOf(part, text));
  });

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** The ssr=1 page a demo host with these settings composes, asked with the fault header. */
async function composedPage(
  fragmentFaults: boolean | undefined,
  faultOrigin: string,
  hostAddress?: string,
): Promise<string> {
  const real = await fragmentServer('real');
  const handle = createSsrPageHandler({
    template: () => template,
    fragmentOrigins: { Header: real, AnnouncementBar: real, Footer: real },
    // Room for a loaded machine: the budget is not what these tests are about.
    budgetMs: 5000,
    ...(fragmentFaults === undefined ? {} : { fragmentFaults }),
  });
  const host = await serve((request, response) => void handle(request, response), hostAddress);
  // eslint-disable-next-line no-restricted-globals -- the test asks the demo host as a browser would
  const response = await fetch(`${host}/?ssr=1`, {
    headers: { 'x-demo-fragment-faults': new URLSearchParams({ Header: faultOrigin }).toString() },
  });
  return response.text();
}

describe('createSsrPageHandler and the chaos suite’s fault header', () => {
  it('takes the part’s fragment from the fault server when the demo runs with the knob', async () => {
    const html = await composedPage(true, await fragmentServer('fault'));
    expect(html).toContain(`<div data-chrome-slot="Header">${fragmentOf('Header', 'fault')}</div>`);
    expect(html).toContain(`<div data-chrome-slot="Footer">${fragmentOf('Footer', 'real')}</div>`);
  });

  it.each([
    ['by default', undefined],
    ['when the knob is off', false],
  ])('ignores the header %s: every fragment comes from its remote', async (_, knob) => {
    const html = await composedPage(knob, await fragmentServer('fault'));
    expect(html).toContain(`<div data-chrome-slot="Header">${fragmentOf('Header', 'real')}</div>`);
    expect(html).not.toContain('fault');
  });

  // Asked from this machine's own network address, the request comes from that address, not loopback: as a
  // request from another machine would, had the demo host listened there.
  const networkAddress = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && address.family === 'IPv4')?.address;
  (networkAddress ? it : it.skip)(
    'ignores the header from another machine, knob or not (needs a network address: skipped without one)',
    async () => {
      let faultServerAsked = 0;
      const faultOrigin = await serve((_, response) => {
        faultServerAsked += 1;
        response.end();
      });
      await composedPage(true, faultOrigin, networkAddress);
      expect(faultServerAsked).toBe(0);
    },
  );
});

describe('createSsrPageHandler and the Host header', () => {
  it.each(['[::1', 'a b', '', 'evil.example/path'])(
    'composes the page for Host %p: it builds no address from the header',
    async (host) => {
      const real = await fragmentServer('real');
      const handle = createSsrPageHandler({
        template: () => template,
        fragmentOrigins: { Header: real, AnnouncementBar: real, Footer: real },
        budgetMs: 5000,
      });
      const origin = new URL(
        await serve((request, response) =>
          handle(request, response).catch(() => {
            response.writeHead(500);
            response.end();
          }),
        ),
      );
      const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
        const asked = httpRequest(
          {
            hostname: origin.hostname,
            port: origin.port,
            path: '/?ssr=1',
            setHost: false,
            headers: { host },
          },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => resolve({ status: response.statusCode, body }));
          },
        );
        asked.on('error', reject);
        asked.end();
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('<div data-chrome-slot="Header">');
    },
  );
});

describe('createSsrPageHandler and a fragment server answering something else', () => {
  it('leaves the slot empty for a 200 HTML answer that holds no fragment of the part (a proxy’s error page)', async () => {
    const errorPage = await serve((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
    });
    const html = await composedPage(true, errorPage);
    expect(html).toContain('<div data-chrome-slot="Header"></div>');
    expect(html).not.toContain('Bad Gateway');
  });
  it('leaves the slot empty for a 200 HTML answer that only names the part’s fragment (a WAF’s page)', async () => {
    const wafPage = await serve((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<h1>Request blocked</h1><p>Matched: ${fragmentOf('Header', 'x')}</p>`);
    });
    const html = await composedPage(true, wafPage);
    expect(html).toContain('<div data-chrome-slot="Header"></div>');
    expect(html).not.toContain('Request blocked');
  });
});

describe('createSsrPageHandler and compression', () => {
  /** Asks for the page with `acceptEncoding`; resolves with the headers and the decoded text so far, as it comes. */
  async function askPage(origin: string, acceptEncoding: string) {
    const url = new URL(origin);
    return new Promise<{ encoding?: string; vary?: string; text: () => string; done: Promise<void> }>(
      (resolve, reject) => {
        const asked = httpRequest(
          {
            hostname: url.hostname,
            port: url.port,
            path: '/?ssr=1',
            headers: { 'accept-encoding': acceptEncoding },
          },
          (response) => {
            const encoding = response.headers['content-encoding'];
            const decoded =
              encoding === 'br'
                ? response.pipe(createBrotliDecompress())
                : encoding === 'gzip'
                  ? response.pipe(createGunzip())
                  : response;
            let text = '';
            decoded.setEncoding('utf8');
            decoded.on('data', (chunk: string) => (text += chunk));
            const done = new Promise<void>((finished) => decoded.on('end', finished));
            resolve({ encoding, vary: response.headers.vary, text: () => text, done });
          },
        );
        asked.on('error', reject);
        asked.end();
      },
    );
  }

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
    [undefined, 'identity'],
  ])('sends %s for %p, the head before the fragments and then the whole page', async (encoding, accept) => {
    let releaseFragments = () => undefined as void;
    const fragmentsHeld = new Promise<void>((resolve) => (releaseFragments = resolve));
    const slow = await serve((request, response) => {
      const part = /^\/fragment\/(\w+)/.exec(request.url ?? '')?.[1] ?? '';
      void fragmentsHeld.then(() => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(fragmentOf(part, 'real'));
      });
    });
    const handle = createSsrPageHandler({
      template: () => template,
      fragmentOrigins: { Header: slow, AnnouncementBar: slow, Footer: slow },
      budgetMs: 5000,
    });
    const host = await serve((request, response) => void handle(request, response));

    const page = await askPage(host, accept);
    expect(page.encoding).toBe(encoding);
    expect(page.vary).toBe('Accept-Encoding');
    // The head is decodable while the fragments are still awaited: flushed, not held in the compressor.
    for (let waited = 0; !page.text().includes('</head>') && waited < 200; waited += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(page.text()).toMatch(/<\/head>$/);
    releaseFragments();
    await page.done;
    expect(page.text()).toContain(`<div data-chrome-slot="Header">${fragmentOf('Header', 'real')}</div>`);
    expect(page.text()).toMatch(/<\/html>$/);
  });
});
