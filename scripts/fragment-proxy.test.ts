/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFragmentProxy } from './fragment-proxy';

/*
 * The Node origin's `/fragment/` over a remote's two fragment server processes (issue 40): what a page's
 * composer meets when one of them dies.
 */

const servers: http.Server[] = [];

async function listen(server: http.Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A fragment server process that says which one it is. */
const fragmentProcess = (name: string) =>
  listen(
    http.createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(`<div data-chrome-fragment="Header">${name}</div>`);
    }),
  );

/** A port nothing listens on (a process that died). */
async function deadProcess(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/** The remote's origin, its `/fragment/` proxied over `targets`. */
function originOver(targets: string[]): Promise<string> {
  const proxy = createFragmentProxy(targets, 'header remote');
  return listen(http.createServer((request, response) => void proxy(request, response)));
}

async function bodies(origin: string, count: number): Promise<Array<{ status: number; body: string }>> {
  const answers = [];
  for (let index = 0; index < count; index += 1) {
    // eslint-disable-next-line no-restricted-globals -- a test client of the demo origin
    const response = await fetch(`${origin}/fragment/Header`);
    answers.push({ status: response.status, body: await response.text() });
  }
  return answers;
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

describe('the fragment proxy over two processes', () => {
  it('spreads requests over both', async () => {
    const origin = await originOver([await fragmentProcess('first'), await fragmentProcess('second')]);

    const answers = await bodies(origin, 4);

    expect(answers.map(({ body }) => /(first|second)/.exec(body)?.[1])).toEqual([
      'first',
      'second',
      'first',
      'second',
    ]);
  });

  it('answers every request from the other one when one is dead', async () => {
    const origin = await originOver([await deadProcess(), await fragmentProcess('alive')]);

    const answers = await bodies(origin, 6);

    expect(answers).toEqual(
      Array(6).fill({ status: 200, body: '<div data-chrome-fragment="Header">alive</div>' }),
    );
  });

  it('answers 502 naming both, with no-store, when neither answers', async () => {
    const [first, second] = [await deadProcess(), await deadProcess()];
    const origin = await originOver([first, second]);

    // eslint-disable-next-line no-restricted-globals -- a test client of the demo origin
    const response = await fetch(`${origin}/fragment/Header`);

    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain(`${first}: ECONNREFUSED; ${second}: ECONNREFUSED`);
  });
});
