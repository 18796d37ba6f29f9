import { deadlineMs } from '@site-chrome/rules/deadlines';
import { loadWithDeadline } from '@site-chrome/runtime/loading';

export interface ManifestTiming {
  /** The whole budget, retry included. Default `deadlineMs.manifest`. */
  timeoutMs: number;
  /** Pause before the retry. Default `deadlineMs.manifestRetryDelay`. */
  retryDelayMs: number;
}

const defaultTiming: ManifestTiming = {
  timeoutMs: deadlineMs.manifest,
  retryDelayMs: deadlineMs.manifestRetryDelay,
};

/** A failed attempt: whether trying again could help, and what to say if it does not. */
interface Failure {
  retryable: boolean;
  reason: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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

async function fetchWithOneRetry(
  url: string,
  init: RequestInit | undefined,
  signal: AbortSignal,
  retryDelayMs: number,
): Promise<Response> {
  const first = await attempt(url, init, signal);
  if (first instanceof Response) return first;
  if (!first.retryable) throw new Error(`manifest ${url} ${first.reason}`);
  await pause(retryDelayMs);
  if (signal.aborted) throw new Error(`manifest ${url} ${first.reason}`);
  const second = await attempt(url, init, signal);
  if (second instanceof Response) return second;
  throw new Error(`manifest ${url} ${second.reason}, and again on retry`);
}

/**
 * Fetches a remote's manifest under the manifest deadline, retrying once after a short pause when the
 * first try met a network error or a 5xx (a CDN edge restarting, a deploy half-way). Not after a 4xx, and
 * not after the deadline: a server that does not answer is not asked twice. Rejects with an error that
 * names the manifest and what went wrong, which is what the page's one console error then says.
 *
 * Why not `@module-federation/retry-plugin`: see `shared/runtime/src/loading/README.md`.
 */
export function fetchManifestWithRetry(
  url: string,
  init?: RequestInit,
  { timeoutMs, retryDelayMs }: ManifestTiming = defaultTiming,
): Promise<Response> {
  return loadWithDeadline(
    'manifest',
    `manifest ${url}`,
    (signal) => fetchWithOneRetry(url, init, signal, retryDelayMs),
    { deadline: timeoutMs },
  );
}
