import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/*
 * Fault servers for the ssr=1 page's fragments (e2e/chaos/server-rendering.spec.ts). The demo host fetches
 * fragments server to server, out of Playwright's reach: a page's request names one of these (loopback
 * only) in the demo's fault header (host-demo/server/fragment-fault-knob.ts), and the demo host asks it
 * instead of the remote's origin.
 */

/** What a fault server does with a fragment request. */
export type FragmentFault =
  'hung' | 'answers 500' | 'answers HTML that is no fragment' | 'malformed hydration data' | 'another build';

/** What the "HTML that is no fragment" fault answers: a proxy's error page, with status 200. */
export const noFragmentPage = '<h1>502 Bad Gateway</h1><p>nginx</p>';

/** What the "another build" fault writes where the remote's build id was. */
const otherBuildSuffix = '-previous-release';
/** Text the "another build" fault puts in the markup: hydrating it would be a mismatch, drawing it a defect. */
export const otherBuildMarker = 'Trade (previous release)';

export interface FaultServer {
  /** The server's origin, for the fault header. */
  origin: string;
  /** The fragment requests it got (path and query). */
  requests: string[];
  close: () => Promise<void>;
}

/** The real fragment, from the remote's origin, changed by `rewrite` (status and content type kept). */
async function forward(
  realOrigin: string,
  request: IncomingMessage,
  response: ServerResponse,
  rewrite: (html: string) => string,
): Promise<void> {
  // eslint-disable-next-line no-restricted-globals -- a test's fault server forwarding to the real fragment server
  const real = await fetch(`${realOrigin}${request.url ?? '/'}`, { headers: { accept: 'text/html' } });
  const html = await real.text();
  response.writeHead(real.status, {
    'content-type': real.headers.get('content-type') ?? 'text/html; charset=utf-8',
  });
  response.end(real.ok ? rewrite(html) : html);
}

const hydrationData =
  /(<script type="application\/json" data-chrome-fragment-data="[^"]+">)([\s\S]*?)(<\/script>)/;

const rewrites: Partial<Record<FragmentFault, (html: string) => string>> = {
  // Cut short mid-way, as a proxy that dropped the end of the answer would.
  'malformed hydration data': (html) =>
    html.replace(
      hydrationData,
      (_, open: string, json: string, close: string) => `${open}${json.slice(0, 40)}${close}`,
    ),
  // The remote deployed between the server's render and the page's hydration: the markup and its data are
  // of a build the page's code is not, and its markup differs from what this code renders.
  'another build': (html) =>
    html
      .replace(/data-chrome-build="([^"]+)"/, `data-chrome-build="$1${otherBuildSuffix}"`)
      .replace(/("build":")([^"]+)"/, `$1$2${otherBuildSuffix}"`)
      .replace(/>Trade</, `>${otherBuildMarker}<`),
};

/** Starts a fault server on a free loopback port; `realOrigin` serves the real fragments it changes. */
export function startFaultServer(fault: FragmentFault, realOrigin: string): Promise<FaultServer> {
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (fault === 'hung') return; // accepted, never answered
    if (fault === 'answers 500') {
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('fragment server error');
      return;
    }
    if (fault === 'answers HTML that is no fragment') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<html><body>${noFragmentPage}</body></html>`);
      return;
    }
    const rewrite = rewrites[fault];
    if (!rewrite) throw new Error(`no rewrite for ${fault}`);
    forward(realOrigin, request, response, rewrite).catch((error: unknown) => {
      response.writeHead(599, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        requests,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** A loopback origin nothing listens on: a fragment server that is down (connection refused). */
export function deadOrigin(): Promise<string> {
  const server = createServer();
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(`http://127.0.0.1:${port}`));
    });
  });
}
