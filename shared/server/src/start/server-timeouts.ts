import type { Server } from 'node:http';

/**
 * A fragment server's socket limits (issue 40). Its clients are a proxy or a page composer on the same network:
 * a request's head comes at once, so a client that takes seconds is a slow-loris, not a reader.
 */
export const fragmentServerTimeouts = {
  /** The request's head must be in within 5 s; a GET has no body, so the whole request by the same time. */
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 5_000,
  /**
   * An idle kept-alive connection is closed after 10 s: longer than the proxies in front keep theirs
   * (deploy/nginx.conf `keepalive_timeout 8s`, Node's agent 5 s), so a proxy never sends a request on a
   * connection this server is closing at that moment.
   */
  keepAliveTimeoutMs: 10_000,
  /** A connection with no bytes either way for 15 s (a reader that stopped reading) is closed. */
  socketIdleTimeoutMs: 15_000,
  /**
   * Connections at once; one more is closed at once, and nginx tries the other process. Far more than the
   * proxies in front keep open (16 kept-alive per nginx worker), far fewer than the process's file limit.
   */
  maxConnections: 256,
} as const;

export function applyServerTimeouts(
  server: Server,
  limits: Record<keyof typeof fragmentServerTimeouts, number> = fragmentServerTimeouts,
): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.timeout = limits.socketIdleTimeoutMs;
  server.maxConnections = limits.maxConnections;
}
