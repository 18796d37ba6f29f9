import { logError } from '@site-chrome/runtime';
import type { RenderedFragment } from '../types';
import {
  createRenderedFragmentCache,
  type RenderedCopy,
  type RenderedFragmentCacheOptions,
} from './rendered-fragment-cache';
import {
  createRenderLimiter,
  defaultRenderLimits,
  type RenderLimits,
  type ShedReason,
} from './render-limiter';
import { createSingleFlight } from './single-flight';
import { watchEventLoop, type EventLoopPressure } from './event-loop-pressure';

/** What a shed request is told to wait before it asks again. */
const shedRetryAfterSeconds = 1;

export type CalmAnswer =
  /** Rendered for this request (or for a concurrent one with the same URL); `etag` when it is shareable. */
  | { kind: 'rendered'; rendered: RenderedFragment; etag?: string }
  /** A copy rendered moments ago from the same data: no render. */
  | { kind: 'cached'; copy: RenderedCopy }
  /** No render could run (or it failed with a 503): the last good copy, however old. */
  | { kind: 'stale'; copy: RenderedCopy }
  /** No render could run and there is no copy: the caller answers 503 with Retry-After. */
  | { kind: 'shed'; reason: CalmShedReason; retryAfterSeconds: number };

/** Why no render ran: the limiter's reasons, a failed render, or a loop running too late to start one. */
type CalmShedReason = ShedReason | 'render unavailable' | 'event loop late';

export interface CalmRenderOptions {
  limits?: Partial<RenderLimits>;
  cache?: RenderedFragmentCacheOptions;
  /** The ETag of a shareable fragment's HTML, stored with its copy. */
  etagOf: (html: string) => string;
  /** The event loop's delay past which no new render starts. Default 100 ms (`watchEventLoop`). */
  maxEventLoopDelayMs?: number;
  /** Whether the event loop runs too late to start a render, for tests. Default `watchEventLoop()`. */
  pressure?: EventLoopPressure;
}

/**
 * A fragment server's render path under load (issue 40): a fresh copy from the rendered-fragment cache costs
 * no render; concurrent misses of one URL share one render; renders wait for a place in the limiter; a render
 * that cannot run in time is answered with the last good copy or shed. Only ok, non-personal renders are
 * stored, under the data's generation read before the render: data that changes during a render then leaves
 * the copy under the older generation, where the next request misses it and renders again.
 */
export function createCalmRenderer(options: CalmRenderOptions) {
  const limiter = createRenderLimiter({
    ...defaultRenderLimits(options.limits?.maxInFlight),
    ...options.limits,
  });
  const cache = createRenderedFragmentCache(options.cache);
  const shared = createSingleFlight<CalmAnswer>();
  const pressure = options.pressure ?? watchEventLoop({ maxDelayMs: options.maxEventLoopDelayMs });

  const staleOrShed = (url: string, reason: CalmShedReason): CalmAnswer => {
    const copy = cache.lastGood(url);
    return copy
      ? { kind: 'stale', copy }
      : { kind: 'shed', reason, retryAfterSeconds: shedRetryAfterSeconds };
  };

  async function renderNow(
    url: string,
    generation: number,
    render: () => Promise<RenderedFragment>,
    stillWanted: () => boolean,
  ): Promise<CalmAnswer> {
    const outcome = await limiter.run(render, stillWanted);
    if (!outcome.ran) return staleOrShed(url, outcome.reason);
    const rendered = outcome.value;
    if (!rendered.ok) {
      // A 503 (the API failed and the data cache had no copy for this visitor scope): a copy is better.
      if (rendered.status >= 500 && cache.lastGood(url)) return staleOrShed(url, 'render unavailable');
      return { kind: 'rendered', rendered };
    }
    if (rendered.personal) return { kind: 'rendered', rendered };
    const etag = options.etagOf(rendered.html);
    cache.store(url, { html: rendered.html, etag, generation });
    return { kind: 'rendered', rendered, etag };
  }

  return {
    /**
     * The answer for `url` (the canonical fragment URL: the whole cache key with `generation`), rendering
     * with `render` only when no fresh copy exists. `clientConnected` says whether the asker still waits: a
     * queued render that every asker left is never started.
     */
    answer(
      url: string,
      generation: number,
      render: () => Promise<RenderedFragment>,
      clientConnected: () => boolean = () => true,
    ): Promise<CalmAnswer> {
      const overloaded = pressure.overloaded();
      const kept = cache.sameData(url, generation);
      if (kept) {
        // Past its time to live, the copy still answers while one render replaces it in the background
        // (none while the loop is late): a hot fragment never waits for its own refresh.
        if (!kept.fresh && !overloaded) {
          shared(
            `${generation} ${url}`,
            (stillWanted) => renderNow(url, generation, render, stillWanted),
            () => true,
          ).catch((error: unknown) => logError('fragment-server', 'a background render failed', error));
        }
        return Promise.resolve({ kind: 'cached', copy: kept.copy });
      }
      if (overloaded) return Promise.resolve(staleOrShed(url, 'event loop late'));
      return shared(
        `${generation} ${url}`,
        (stillWanted) => renderNow(url, generation, render, stillWanted),
        clientConnected,
      );
    },
  };
}
