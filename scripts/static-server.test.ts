/** @jest-environment node */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startStaticServer, type RunningServer, type StaticServerOptions } from './static-server';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Sends the path exactly as written (no URL normalisation), the way a hostile client could. */
function requestRaw(origin: string, rawPath: string, method = 'GET'): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: rawPath, method, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

let folder: string;
let distFolder: string;
const servers: RunningServer[] = [];

async function serve(options: Partial<StaticServerOptions> = {}): Promise<RunningServer> {
  const server = await startStaticServer({ root: distFolder, port: 0, label: 'header remote', ...options });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'static-server-test-'));
  distFolder = path.join(folder, 'dist');
  await mkdir(distFolder);
  await writeFile(path.join(folder, 'package.json'), '{"name":"outside the served folder"}');
  await writeFile(path.join(distFolder, 'index.html'), '<!doctype html><title>Demo host</title>');
  await writeFile(path.join(distFolder, 'remoteEntry.js'), 'var header;');
  await writeFile(path.join(distFolder, 'mf-manifest.json'), '{"name":"header"}');
  await writeFile(path.join(distFolder, 'main.01234567.js'), 'console.log("chunk");');
  await writeFile(
    path.join(distFolder, 'standalone.html'),
    '<!doctype html><script src="loader.js"></script><script>boot()</script><script>start()</script>',
  );
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('serving a remote build', () => {
  it('sends CORS headers so another origin can load the remote', async () => {
    const { origin } = await serve();

    const answer = await requestRaw(origin, '/remoteEntry.js');

    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.body).toBe('var header;');
  });

  it('answers a CORS preflight', async () => {
    const { origin } = await serve();

    const answer = await requestRaw(origin, '/mf-manifest.json', 'OPTIONS');

    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-methods']).toContain('GET');
  });

  it.each(['/remoteEntry.js', '/mf-manifest.json'])('makes browsers revalidate %s', async (file) => {
    const { origin } = await serve();

    const answer = await requestRaw(origin, file);

    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('lets browsers keep a content-hashed chunk for a year', async () => {
    const { origin } = await serve();

    const answer = await requestRaw(origin, '/main.01234567.js');

    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('answers 404 for a missing file', async () => {
    const { origin } = await serve();

    const answer = await requestRaw(origin, '/main.ffffffff.js');

    expect(answer.status).toBe(404);
  });

  it.each(['/../package.json', '/%2e%2e/package.json', '/dist/../../package.json'])(
    'never serves a file outside the folder for %s (URL parsing folds the dots back inside)',
    async (rawPath) => {
      const { origin } = await serve();

      const answer = await requestRaw(origin, rawPath);

      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain('outside the served folder');
    },
  );

  it.each(['/..%2fpackage.json', '/..%2F..%2Fetc%2Fpasswd', '/%2e%2e%2fpackage.json'])(
    'refuses the encoded path traversal %s with 403',
    async (rawPath) => {
      const { origin } = await serve();

      const answer = await requestRaw(origin, rawPath);

      expect(answer.status).toBe(403);
      expect(answer.body).not.toContain('outside the served folder');
    },
  );

  // A plain prefix check (`filePath.startsWith(root)`) would let "dist-secrets" next to "dist" through.
  it('refuses a traversal into a sibling folder whose name starts with the served one', async () => {
    await mkdir(path.join(folder, 'dist-secrets'), { recursive: true });
    await writeFile(path.join(folder, 'dist-secrets', 'token.txt'), 'secret token');
    const { origin } = await serve();

    const answer = await requestRaw(origin, '/..%2fdist-secrets%2ftoken.txt');

    expect(answer.status).toBe(403);
    expect(answer.body).not.toContain('secret token');
  });

  it('refuses other methods than GET, HEAD and OPTIONS', async () => {
    const { origin } = await serve();

    const answer = await requestRaw(origin, '/remoteEntry.js', 'DELETE');

    expect(answer.status).toBe(405);
  });
});

describe('given a folder mounted under a prefix (a deploy target)', () => {
  const mounted = () => path.join(folder, 'deployed');

  beforeAll(async () => {
    await mkdir(path.join(mounted(), 'n1'), { recursive: true });
    await writeFile(path.join(mounted(), 'n1', 'mf-manifest.json'), '{"name":"header","release":"n1"}');
    await writeFile(path.join(mounted(), 'n1', '1005.89abcdef.js'), 'chunk of n1');
  });

  it('serves its files under the prefix with the same CORS and cache rules', async () => {
    const { origin } = await serve({ mounts: { '/deployed/': mounted() } });

    const manifest = await requestRaw(origin, '/deployed/n1/mf-manifest.json');
    const chunk = await requestRaw(origin, '/deployed/n1/1005.89abcdef.js');

    expect(manifest.body).toBe('{"name":"header","release":"n1"}');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(chunk.body).toBe('chunk of n1');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 404 for a file the deploy removed, and refuses a traversal out of the mounted folder', async () => {
    const { origin } = await serve({ mounts: { '/deployed/': mounted() } });

    expect((await requestRaw(origin, '/deployed/n1/1005.00000000.js')).status).toBe(404);
    expect((await requestRaw(origin, '/deployed/..%2f..%2fpackage.json')).status).toBe(403);
  });
});

describe('serving the demo host pages', () => {
  it('with page fallback on, answers a page route with index.html', async () => {
    const { origin } = await serve({ pageFallback: true });

    const answer = await requestRaw(origin, '/myaccount/myfunds?site=eu');

    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('<title>Demo host</title>');
  });

  it('with page fallback on, still answers 404 for a missing file with an extension', async () => {
    const { origin } = await serve({ pageFallback: true });

    const answer = await requestRaw(origin, '/missing-chunk.js');

    expect(answer.status).toBe(404);
  });

  it('with page fallback off, answers 404 for a page route', async () => {
    const { origin } = await serve();

    const answer = await requestRaw(origin, '/myaccount/myfunds');

    expect(answer.status).toBe(404);
  });

  it('lets a handler (the mock API) answer first', async () => {
    const { origin } = await serve({
      handler: (request, response) => {
        if (!request.url?.startsWith('/api/')) return false;
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end('{"code":0}');
        return true;
      },
    });

    expect((await requestRaw(origin, '/api/web/v1/site/fullsiteBulletin')).body).toBe('{"code":0}');
    expect((await requestRaw(origin, '/remoteEntry.js')).body).toBe('var header;');
  });
});

describe('given a Content-Security-Policy', () => {
  const policy = (scriptNonce?: string) => `script-src 'self'${scriptNonce ? ` 'nonce-${scriptNonce}'` : ''}`;

  it('sends it with every HTML page, a page route included, and not with scripts or data', async () => {
    const { origin } = await serve({ pageFallback: true, contentSecurityPolicy: policy });

    expect((await requestRaw(origin, '/')).headers['content-security-policy']).toBe("script-src 'self'");
    expect((await requestRaw(origin, '/trade/BTC_USDT')).headers['content-security-policy']).toBe(
      "script-src 'self'",
    );
    expect((await requestRaw(origin, '/remoteEntry.js')).headers['content-security-policy']).toBeUndefined();
    expect(
      (await requestRaw(origin, '/mf-manifest.json')).headers['content-security-policy'],
    ).toBeUndefined();
  });

  it('gives a nonced page a new nonce on each response, on its inline scripts only, never cached', async () => {
    const { origin } = await serve({ contentSecurityPolicy: policy, noncedPages: ['/standalone.html'] });

    const first = await requestRaw(origin, '/standalone.html');
    const second = await requestRaw(origin, '/standalone.html');

    const nonceOf = (answer: Answer) =>
      /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
    const firstNonce = nonceOf(first);
    expect(firstNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second)).not.toBe(firstNonce);
    expect(first.body).toBe(
      `<!doctype html><script src="loader.js"></script><script nonce="${firstNonce}">boot()</script>` +
        `<script nonce="${firstNonce}">start()</script>`,
    );
    expect(first.headers['cache-control']).toBe('no-store');
    expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.body));
  });
});

describe('given the port is taken', () => {
  it('rejects with a message naming the port, the app and what to do', async () => {
    const { origin } = await serve({ label: 'footer remote' });
    const takenPort = Number(new URL(origin).port);

    const second = startStaticServer({ root: distFolder, port: takenPort, label: 'footer remote' });

    await expect(second).rejects.toThrow(`Port ${takenPort} (footer remote) is already in use`);
  });
});

/** This machine's addresses on its networks (not loopback): where another machine would reach it. */
const networkAddresses = Object.values(os.networkInterfaces())
  .flatMap((addresses) => addresses ?? [])
  .filter((address) => !address.internal && !address.address.startsWith('fe80:'))
  .map((address) => address.address);

/** Whether a TCP connection to `address:port` is taken (not refused). */
const acceptsConnections = (address: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: address, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

describe('where it listens', () => {
  // The demo's origins carry the mock API and, in the browser suites, the chaos suite's fault knob.
  (networkAddresses.length > 0 ? it : it.skip)(
    "is reachable on loopback only, not on this machine's network addresses (skipped without one)",
    async () => {
      const { origin } = await serve();
      const port = Number(new URL(origin).port);

      expect((await requestRaw(`http://127.0.0.1:${port}`, '/remoteEntry.js')).status).toBe(200);
      for (const address of networkAddresses) expect(await acceptsConnections(address, port)).toBe(false);
    },
  );
});

/** Asks for a file with the given Accept-Encoding and keeps the body as bytes. */
function requestEncoded(
  origin: string,
  rawPath: string,
  acceptEncoding?: string,
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { hostname, port } = new URL(origin);
  const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port, path: rawPath, method, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('serving the build\u2019s compressed copies', () => {
  const script = 'var chunk = "' + 'compressible '.repeat(200) + '";';

  beforeAll(async () => {
    await writeFile(path.join(distFolder, 'app.01234567.js'), script);
    await writeFile(path.join(distFolder, 'app.01234567.js.br'), brotliCompressSync(script));
    await writeFile(path.join(distFolder, 'app.01234567.js.gz'), gzipSync(script));
    await writeFile(path.join(distFolder, 'only-gzip.js'), script);
    await writeFile(path.join(distFolder, 'only-gzip.js.gz'), gzipSync(script));
  });

  it('sends brotli to a browser that accepts it, with the original type, caching and Vary', async () => {
    const { origin } = await serve();

    const answer = await requestEncoded(origin, '/app.01234567.js', 'gzip, deflate, br, zstd');

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends gzip when the browser accepts only gzip', async () => {
    const { origin } = await serve();

    const answer = await requestEncoded(origin, '/app.01234567.js', 'gzip');

    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(script);
  });

  it('sends gzip when that is the only copy the build wrote', async () => {
    const { origin } = await serve();

    const answer = await requestEncoded(origin, '/only-gzip.js', 'br, gzip');

    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(script);
  });

  it.each([undefined, 'identity', 'br;q=0, gzip;q=0'])(
    'sends the file as it is, still varying on the header, for Accept-Encoding %s',
    async (acceptEncoding) => {
      const { origin } = await serve();

      const answer = await requestEncoded(origin, '/app.01234567.js', acceptEncoding);

      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.body.toString()).toBe(script);
    },
  );

  it('sends a file the build wrote no copy of as it is, still varying on the header', async () => {
    const { origin } = await serve();

    const answer = await requestEncoded(origin, '/remoteEntry.js', 'br, gzip');

    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.toString()).toBe('var header;');
  });

  it('sends a copy asked for by its own name as plain bytes, not as an encoding', async () => {
    const { origin } = await serve();

    const answer = await requestEncoded(origin, '/app.01234567.js.br', 'br, gzip');

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-type']).toBe('application/octet-stream');
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('answers HEAD with the compressed copy\u2019s headers and no body', async () => {
    const { origin } = await serve();

    const answer = await requestEncoded(origin, '/app.01234567.js', 'br', 'HEAD');

    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect(answer.body.length).toBe(0);
  });
});

/*
 * The Accept-Encoding cases the hand-written parser (scripts/accept-encoding.ts) was tested with, now
 * asked of the server: a file with both copies, with only a gzip copy, with only a brotli copy, with none.
 */
describe('choosing a copy from Accept-Encoding', () => {
  const script = 'var chunk = "' + 'negotiated '.repeat(200) + '";';
  const fileWith = {
    both: '/both.js',
    gzip: '/gzip-only.js',
    br: '/brotli-only.js',
    none: '/none.js',
  } as const;
  let negotiationServer: RunningServer;

  beforeAll(async () => {
    const negotiated = path.join(folder, 'negotiated');
    await mkdir(negotiated, { recursive: true });
    for (const file of Object.values(fileWith)) await writeFile(path.join(negotiated, file), script);
    for (const file of [fileWith.both, fileWith.br])
      await writeFile(path.join(negotiated, `${file}.br`), brotliCompressSync(script));
    for (const file of [fileWith.both, fileWith.gzip])
      await writeFile(path.join(negotiated, `${file}.gz`), gzipSync(script));
    negotiationServer = await startStaticServer({ root: negotiated, port: 0, label: 'negotiation' });
  });

  afterAll(async () => {
    await negotiationServer.close();
  });

  it.each([
    ['gzip, deflate, br, zstd', 'both', 'br'],
    ['br', 'both', 'br'],
    ['gzip', 'both', 'gzip'],
    ['GZIP;Q=0.5', 'both', 'gzip'],
    ['br;q=0.2, gzip;q=0.8', 'both', 'gzip'],
    ['br;q=0, gzip', 'both', 'gzip'],
    ['*', 'both', 'br'],
    ['*;q=0.5, br;q=0', 'both', 'gzip'],
    ['gzip, br', 'gzip', 'gzip'],
  ] as const)('"%s" with copies %s sends %s', async (acceptEncoding, copies, expected) => {
    const answer = await requestEncoded(negotiationServer.origin, fileWith[copies], acceptEncoding);

    expect(answer.headers['content-encoding']).toBe(expected);
  });

  it.each([
    [undefined, 'both'],
    ['', 'both'],
    ['identity', 'both'],
    ['br;q=0, gzip;q=0', 'both'],
    ['*;q=0', 'both'],
    ['deflate', 'both'],
    ['br, gzip', 'none'],
    ['br;q=abc', 'br'],
  ] as const)('"%s" with copies %s sends the file as it is', async (acceptEncoding, copies) => {
    const answer = await requestEncoded(negotiationServer.origin, fileWith[copies], acceptEncoding);

    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(script);
  });
});

describe('given a remote with a fragment server (issue 33)', () => {
  let fragmentServer: http.Server;
  let fragmentOrigin: string;

  beforeAll(async () => {
    fragmentServer = http.createServer((request, response) => {
      response.writeHead(request.url === '/fragment/Nope' ? 404 : 200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'public, max-age=60, stale-while-revalidate=600',
        'X-Chrome-Build': '1.0.0-0123abcd',
        ETag: '"abc"',
      });
      response.end(`<div data-chrome-fragment="Header">${request.url}</div>`);
    });
    await new Promise<void>((resolve) => fragmentServer.listen(0, '127.0.0.1', resolve));
    fragmentOrigin = `http://127.0.0.1:${(fragmentServer.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fragmentServer.close(() => resolve())));

  it('hands /fragment/ to it and passes status, headers and body back', async () => {
    const { origin } = await serve({ fragmentServers: [fragmentOrigin] });

    const answer = await requestRaw(origin, '/fragment/Header?language=de');
    const missing = await requestRaw(origin, '/fragment/Nope');

    expect(answer.status).toBe(200);
    expect(answer.body).toBe('<div data-chrome-fragment="Header">/fragment/Header?language=de</div>');
    expect(answer.headers['x-chrome-build']).toBe('1.0.0-0123abcd');
    expect(answer.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(answer.headers.etag).toBe('"abc"');
    expect(missing.status).toBe(404);
    // The remote's own files are still its own.
    expect((await requestRaw(origin, '/remoteEntry.js')).body).toBe('var header;');
  });

  it('answers 502 naming the fragment server when it is down', async () => {
    const { origin } = await serve({ fragmentServers: ['http://127.0.0.1:9'] });

    const answer = await requestRaw(origin, '/fragment/Header');

    expect(answer.status).toBe(502);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain(
      'The header remote fragment server is not answering (http://127.0.0.1:9: ECONNREFUSED)',
    );
  });
});
