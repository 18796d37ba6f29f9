import http, { type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * Hands a request to a remote's fragment server (issue 33) and its answer back as it came: status, headers
 * and body. A fragment server that is down or fails mid-answer gets a 502 saying which one, so a page's
 * composer (or a reader) sees why, and falls back to the client path.
 */
export function proxyToFragmentServer(
  target: string,
  label: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const { hostname, port } = new URL(target);
  return new Promise((resolve) => {
    const upstream = http.request(
      {
        hostname,
        port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: `${hostname}:${port}` },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.on('end', () => resolve());
        answer.on('error', () => {
          response.destroy();
          resolve();
        });
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (!response.headersSent) {
        response.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end(
          `The ${label} fragment server (${target}) is not answering (${error.code ?? error.message}).\n`,
        );
      } else response.destroy();
      resolve();
    });
    request.pipe(upstream);
  });
}
