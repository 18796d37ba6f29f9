import type { Server } from 'node:http';

/**
 * How long a closing fragment server waits for its renders in flight: a render waits for the API at most
 * 3 s (the server-side API time-out), and a queued one at most 250 ms before it starts.
 */
const gracefulCloseMs = 5_000;

/**
 * Stops accepting connections, closes the idle kept-alive ones, and resolves once every request in flight
 * has had its answer, or after `withinMs`, when the connections still open are cut (issue 40). A deploy or
 * Ctrl+C then costs no reader a half-sent fragment.
 */
export function closeGracefully(server: Server, withinMs = gracefulCloseMs): Promise<void> {
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), withinMs);
    // A kept-alive connection idle between requests has nothing in flight; one whose answer just ended is
    // idle too, and a client would otherwise hold it open (and this close) until the keep-alive time-out.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearTimeout(cut);
      clearInterval(closeIdle);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** Closes gracefully on SIGTERM or SIGINT (a deploy, Ctrl+C), then ends the process. */
export function closeOnSignals(close: () => Promise<void>): void {
  const stop = () => void close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
