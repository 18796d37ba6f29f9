import http, { type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A remote origin's `/fragment/` in the Node demo (issue 33, issue 40): requests spread in turn over the
 * remote's fragment server processes, each answer handed back as it came (status, headers, body). A process
 * that refuses or drops the connection before answering is skipped for the next one, as nginx's
 * `proxy_next_upstream error` does, so one dead process costs a page nothing. Only when none answers does
 * the origin say so, with a 502 naming them, and a page's composer leaves the slot to the browser.
 */
export function createFragmentProxy(targets: readonly string[], label: string) {
  let turn = 0;
  return (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const first = turn;
    turn = (turn + 1) % targets.length;
    const order = targets.map((_, index) => targets[(first + index) % targets.length] as string);
    return proxyInTurn(order, label, request, response);
  };
}

async function proxyInTurn(
  targets: readonly string[],
  label: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  // A fragment request is a GET or HEAD without a body: safe to send again to the next process.
  const retryable = request.method === 'GET' || request.method === 'HEAD';
  const errors: string[] = [];
  for (const target of targets) {
    const failure = await proxyOnce(target, request, response);
    if (!failure) return;
    errors.push(`${target}: ${failure}`);
    if (!retryable || response.headersSent) break;
  }
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(`The ${label} fragment server is not answering (${errors.join('; ')}).\n`);
}

/** Proxies to one process; resolves with what failed before its answer began, or undefined once answered. */
function proxyOnce(
  target: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<string | undefined> {
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
        answer.on('end', () => resolve(undefined));
        answer.on('error', () => {
          response.destroy();
          resolve(undefined);
        });
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    // A reader that leaves stops the fragment server's work too (a queued render is then never started).
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    upstream.end();
  });
}
