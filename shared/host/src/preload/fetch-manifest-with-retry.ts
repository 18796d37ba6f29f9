import { manifestRetryDelayMs, manifestTimeoutMs } from './load-timeouts';

export interface ManifestTiming {
  /** The whole budget, retry included. Default `manifestTimeoutMs`. */
  timeoutMs: number;
  /** Pause before the retry. Default `manifestRetryDelayMs`. */
  retryDelayMs: number;
}

const defaultTiming: ManifestTiming = { timeoutMs: manifestTimeoutMs, retryDelayMs: manifestRetryDelayMs };

/** A failed attempt: whether trying again could help, and what to say if it does not. */
interface Failure {
  retryable: boolean;
  reason: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

async function attempt(
  url: string,
  init: RequestInit | undefined,
  signal: AbortSignal,
): Promise<Response | Failure> {
  try {
    // eslint-disable-next-line no-restricted-globals -- a remote's build manifest, not app data
    const response = await fetch(url, { ...init, signal });
    if (response.ok) return response;
    // A 4xx is the deploy's answer (a missing or forbidden file): asking again gets the same.
    return { retryable: response.status >= 500, reason: `answered ${response.status}` };
  } catch (error) {
    return { retryable: !signal.aborted, reason: `could not be fetched (${messageOf(error)})` };
  }
}

/**
 * Fetches a remote's manifest within one time-out, retrying once after a short pause when the first try
 * met a network error or a 5xx (a CDN edge restarting, a deploy half-way). Not after a 4xx, and not after
 * the time-out: a server that does not answer is not asked twice. Rejects with an error that names the
 * manifest and what went wrong, which is what the page's one console error then says.
 */
export async function fetchManifestWithRetry(
  url: string,
  init?: RequestInit,
  { timeoutMs, retryDelayMs }: ManifestTiming = defaultTiming,
): Promise<Response> {
  const signal = AbortSignal.timeout(timeoutMs);
  const timedOut = () => new Error(`manifest ${url} did not answer within ${timeoutMs} ms`);

  const first = await attempt(url, init, signal);
  if (first instanceof Response) return first;
  if (signal.aborted) throw timedOut();
  if (!first.retryable) throw new Error(`manifest ${url} ${first.reason}`);

  await pause(retryDelayMs, signal);
  if (signal.aborted) throw timedOut();
  const second = await attempt(url, init, signal);
  if (second instanceof Response) return second;
  if (signal.aborted) throw timedOut();
  throw new Error(`manifest ${url} ${second.reason}, and again on retry`);
}
