import http from 'node:http';

/** One answer of the mixed load: what was asked (`kind`), its status (0: no answer) and its time. */
export interface MixedSample {
  kind: string;
  status: number;
  ms: number;
  /** nginx's `X-Cache-Status`, when the answer came through nginx. */
  cacheStatus?: string;
}

export interface MixedLoopOptions {
  port: number;
  connections: number;
  durationSeconds: number;
  /** A bound on the whole case besides its time (the load stops at whichever comes first). */
  maxRequests: number;
  /** The next request: its URL and what it stands for ('canonical', 'hostile', …). */
  next: () => { kind: string; url: string };
  /**
   * The loopback address connection `index` sends from (127.0.0.0/8 is all loopback on Linux), so a
   * per-client limit (nginx `limit_req` by address) sees each connection as one visitor. Default 127.0.0.1.
   */
  sourceAddress?: (index: number) => string;
  /** An answer later than this counts as none (status 0). Default 10 s. */
  timeoutMs?: number;
  /**
   * Requests per second offered over all connections, evenly spaced; none: as fast as the answers come.
   * Times count from the send either way: paced at a rate the server keeps up with, an answer is back long
   * before the next request is due, so none holds the next one up; the send time keeps the client's own
   * timer lateness out of the figure.
   */
  ratePerSecond?: number;
}

/**
 * A closed loop of plain node:http requests on loopback: `connections` keep-alive sockets, each with exactly
 * one request in flight (paced to `ratePerSecond` when given), for `durationSeconds` or `maxRequests`,
 * whichever ends first. Every answer's status and time (to the body's end) is kept; redirects are answers,
 * never followed.
 */
export async function mixedLoop(options: MixedLoopOptions): Promise<MixedSample[]> {
  const samples: MixedSample[] = [];
  const end = performance.now() + options.durationSeconds * 1000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  let sent = 0;
  const once = (agent: http.Agent, localAddress: string, started: number) =>
    new Promise<void>((resolve) => {
      const { kind, url } = options.next();
      const request = http.get(
        { host: '127.0.0.1', port: options.port, path: url, agent, localAddress, timeout: timeoutMs },
        (response) => {
          response.resume();
          response.on('end', () => {
            const cacheStatus = response.headers['x-cache-status'];
            samples.push({
              kind,
              status: response.statusCode ?? 0,
              ms: performance.now() - started,
              ...(typeof cacheStatus === 'string' ? { cacheStatus } : {}),
            });
            resolve();
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', () => {
        samples.push({ kind, status: 0, ms: performance.now() - started });
        resolve();
      });
    });
  const intervalMs = options.ratePerSecond ? (options.connections * 1000) / options.ratePerSecond : 0;
  const loop = async (index: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const localAddress = options.sourceAddress?.(index) ?? '127.0.0.1';
    let due = performance.now() + (intervalMs * index) / options.connections;
    while (due < end && sent < options.maxRequests) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      sent++;
      await once(agent, localAddress, performance.now());
      due = intervalMs > 0 ? due + intervalMs : performance.now();
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: options.connections }, (_, index) => loop(index)));
  return samples;
}

/** Connection `index`'s own loopback address: 127.0.1.1, 127.0.1.2, … (up to 65,000 connections). */
export const ownLoopbackAddress = (index: number): string =>
  `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
