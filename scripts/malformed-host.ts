import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A Host header as browsers and proxies send it: a name or IPv4 address, or an IPv6 address in brackets,
 * then an optional port. Not an empty value, spaces, a path, user info or an unclosed bracket.
 */
const hostPattern = /^(?:[A-Za-z0-9][A-Za-z0-9._-]*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

function isWellFormedHost(host: string): boolean {
  if (!hostPattern.test(host)) return false;
  try {
    // What the pattern lets through but is still no host: `[::1::2]`, a port past 65535.
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Answers a request whose Host header is malformed with 400 and returns true; leaves any other alone.
 * Our servers build no URL from the Host (a fixed base does), so one client's odd header costs only its
 * own request. No Host at all passes: HTTP/1.0 may omit it, and Node itself refuses an HTTP/1.1 request
 * without one.
 */
export function refuseMalformedHost(request: IncomingMessage, response: ServerResponse): boolean {
  const host = request.headers.host;
  if (host === undefined || isWellFormedHost(host)) return false;
  const reason = 'Malformed Host header.\n';
  response.writeHead(400, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(reason),
    'Cache-Control': 'no-store',
  });
  response.end(reason);
  return true;
}
