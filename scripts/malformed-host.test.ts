/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSsrPageHandler } from '@site-chrome/host-demo/ssr-page';
import { startApiServer } from './serve-api';
import { createDemoApiHandler } from './serve';
import { startStaticServer, type RequestHandler, type RunningServer } from './static-server';

interface RawAnswer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string;
}

/**
 * One request written byte for byte on its own connection, Host header as given (`null`: none), the way a
 * hostile or broken client could send it; no client library in between to correct it.
 */
function rawRequest(
  origin: string,
  target: string,
  host: string | null,
  { method = 'GET', version = '1.1' } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  const head = [`${method} ${target} HTTP/${version}`, ...(host === null ? [] : [`Host: ${host}`])];
  return new Promise((resolve, reject) => {
    // Written, not ended: Node's server drops a request whose client half-closes before the answer is out.
    // `Connection: close` has the server end the connection once it answered.
    const socket = connect({ host: hostname, port: Number(port) }, () =>
      socket.write([...head, 'Connection: close', '', ''].join('\r\n')),
    );
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [headLines = '', body = ''] = received.split('\r\n\r\n', 2);
      const [statusLine = '', ...headerLines] = headLines.split('\r\n');
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: Object.fromEntries(
          headerLines.map((line) => {
            const colon = line.indexOf(':');
            return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
          }),
        ),
        body,
      });
    });
  });
}

const malformedHosts = [
  ['an unclosed IPv6 bracket', '[::1'],
  ['a space', 'a b'],
  ['an empty value', ''],
  ['a path', 'localhost:3000/admin'],
  ['user info', 'user@localhost'],
  ['a port past 65535', 'localhost:99999'],
  ['something after the bracket', '[::1]x'],
] as const;

function expectRefusedForHost(answer: RawAnswer) {
  expect(answer.status).toBe(400);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(answer.body.trim()).toBe('Malformed Host header.');
}

let folder: string;
let demoHost: RunningServer;
let apiServer: RunningServer;

/** The first handler that takes the request answers it (as scripts/serve.ts chains them). */
const chainHandlers =
  (...handlers: RequestHandler[]): RequestHandler =>
  async (request, response) => {
    for (const handler of handlers) if (await handler(request, response)) return true;
    return false;
  };

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'malformed-host-'));
  const template = '<!doctype html><html lang=en><head></head><body><div id=root></div></body></html>';
  await writeFile(path.join(folder, 'index.html'), template);
  await writeFile(path.join(folder, 'main.01234567.js'), 'boot();');
  // Shaped like scripts/serve.ts's demo host: the ssr=1 composer, the mock API, files and page routes, and a
  // fragment server behind /fragment/ (down here: nothing is asked of it).
  demoHost = await startStaticServer({
    root: folder,
    port: 0,
    label: 'demo host',
    pageFallback: true,
    handler: chainHandlers(
      createSsrPageHandler({
        template: () => template,
        fragmentOrigins: {
          Header: 'http://127.0.0.1:9',
          AnnouncementBar: 'http://127.0.0.1:9',
          Footer: 'http://127.0.0.1:9',
        },
      }),
      createDemoApiHandler(),
    ),
    fragmentServers: ['http://127.0.0.1:9'],
  });
  apiServer = await startApiServer(0);
});

afterAll(async () => {
  await Promise.all([demoHost.close(), apiServer.close()]);
  await rm(folder, { recursive: true, force: true });
});

describe('given a request with a malformed Host header', () => {
  const routes = [
    ['the page', 'GET', '/'],
    ['the server-composed page', 'GET', '/?ssr=1'],
    ['a page route', 'GET', '/trade/BTC_USDT'],
    ['a build file', 'GET', '/main.01234567.js'],
    ['the mock API', 'GET', '/api/web/v1/compliance/check'],
    ['the error collector', 'POST', '/api/1/envelope/'],
    ['a fragment', 'GET', '/fragment/Header'],
    ['a CORS preflight', 'OPTIONS', '/main.01234567.js'],
  ] as const;

  describe.each(malformedHosts)('with %s (%p)', (_, host) => {
    it.each(routes)('the demo host answers 400 for %s, never cached', async (__, method, target) => {
      expectRefusedForHost(await rawRequest(demoHost.origin, target, host, { method }));
    });

    it('the next request with a good Host is answered as ever', async () => {
      await rawRequest(demoHost.origin, '/?ssr=1', host);
      const answer = await rawRequest(demoHost.origin, '/', new URL(demoHost.origin).host);
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(
        '<!doctype html><html lang=en><head></head><body><div id=root></div></body></html>',
      );
    });

    it('the API server behind nginx answers 400 too', async () => {
      expectRefusedForHost(await rawRequest(apiServer.origin, '/api/web/v1/compliance/check', host));
    });
  });
});

describe('given a well-formed Host header', () => {
  it.each([
    'localhost:3000',
    'localhost',
    '127.0.0.1:3000',
    '[::1]:3000',
    'chrome.example.com',
    'Demo-Host.local.',
  ])('answers Host %p as ever', async (host) => {
    expect((await rawRequest(demoHost.origin, '/main.01234567.js', host)).status).toBe(200);
    expect((await rawRequest(apiServer.origin, '/api/web/v1/compliance/check', host)).status).toBe(200);
  });

  it('answers an HTTP/1.0 request without one', async () => {
    expect((await rawRequest(demoHost.origin, '/', null, { version: '1.0' })).status).toBe(200);
  });
});
