import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { nginxApiPort } from '@site-chrome/rules/ports';
import { refuseMalformedHost } from './malformed-host';
import { createDemoApiHandler } from './serve';
import type { RunningServer } from './static-server';

/** Where `deploy/nginx.conf` proxies the API: loopback only, nothing else answers here. */
const apiPort = Number(process.env.SITE_CHROME_API_PORT ?? nginxApiPort);

/**
 * The demo's mock exchange API and error-report collector without the static files: what nginx
 * (deploy/nginx.conf) proxies `/api/`, `/apiw/`, `/images/` and `/demo/` to. Anything else is a 404.
 */
export function startApiServer(port = apiPort): Promise<RunningServer> {
  const handle = createDemoApiHandler();
  const server = http.createServer((request, response) => {
    if (refuseMalformedHost(request, response)) return;
    Promise.resolve(handle(request, response))
      .then((answered) => {
        if (answered) return;
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
        response.end('Not found');
      })
      .catch((error: unknown) => {
        console.error(`[API] ${request.method} ${request.url} failed`, error);
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: listening } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${listening}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (require.main === module) {
  startApiServer()
    .then((server) => {
      console.log(`Mock API and error collector: ${server.origin} (what deploy/nginx.conf proxies to)`);
      const stop = () => void server.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
