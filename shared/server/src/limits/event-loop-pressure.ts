/**
 * How late this process's event loop runs (issue 40). A render is synchronous once its data is at hand (about
 * 4 ms of CPU for a header), so under a burst the requests do not wait in the render limiter's queue, whose
 * deadline would shed them: they wait in the socket and the HTTP parser while one render follows another,
 * before the handler ever sees them. The loop's delay is what those requests have waited. Past the limit,
 * the server renders nothing new (a copy or a 503 instead) until the loop has caught up, so cheap answers
 * (copies, redirects, refusals) drain the backlog in microseconds each and no reader waits seconds for a 200.
 */
export interface EventLoopPressure {
  /** Whether the loop has run later than the limit in the last sample window, or is late right now. */
  overloaded: () => boolean;
  stop: () => void;
}

export interface EventLoopPressureOptions {
  /** Delay past which new renders are shed. Default 100 ms: the page composers' budget for a fragment. */
  maxDelayMs?: number;
  /** How often the loop is sampled. Default 20 ms. */
  sampleMs?: number;
  /** How many samples a late one is remembered for. Default 10 (200 ms). */
  windowSamples?: number;
  /** The clock, for tests. Default `performance.now`. */
  now?: () => number;
}

const defaultMaxEventLoopDelayMs = 100;

export function watchEventLoop(options: EventLoopPressureOptions = {}): EventLoopPressure {
  const {
    maxDelayMs = defaultMaxEventLoopDelayMs,
    sampleMs = 20,
    windowSamples = 10,
    now = () => performance.now(),
  } = options;
  const recent: number[] = [];
  let lastTick = now();
  const timer = setInterval(() => {
    const tick = now();
    recent.push(Math.max(0, tick - lastTick - sampleMs));
    if (recent.length > windowSamples) recent.shift();
    lastTick = tick;
  }, sampleMs);
  // Never keeps the process alive on its own (graceful close ends with the server's last connection).
  timer.unref();
  return {
    overloaded: () =>
      // Late right now: the sampler itself has not run for longer than the limit (a burst still going on).
      now() - lastTick - sampleMs > maxDelayMs || recent.some((delay) => delay > maxDelayMs),
    stop: () => clearInterval(timer),
  };
}
