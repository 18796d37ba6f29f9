/** A rendered fragment kept for its URL: the HTML, its ETag and the data version it was rendered from. */
export interface RenderedCopy {
  html: string;
  etag: string;
  /** `dataCache.generation()` read before the render that made it. */
  generation: number;
  storedAt: number;
  /** When it stops answering on its own: `storedAt` plus the time to live, give or take a quarter. */
  freshUntil: number;
}

export interface RenderedFragmentCacheOptions {
  /** Most copies kept; the least recently used goes first. Default 500. */
  maxEntries?: number;
  /** Most bytes of HTML kept (about 45 KB a header). Default 32 MiB. */
  maxBytes?: number;
  /** How long a copy answers without a render. Default 10,000 ms (`renderedFragmentTtlMs`). */
  ttlMs?: number;
  /** The clock, for tests. Default `Date.now`. */
  now?: () => number;
  /** A number in [0, 1) that spreads copies' lifetimes, for tests. Default `Math.random`. */
  random?: () => number;
}

/**
 * Ten seconds, give or take a quarter: a hot fragment then costs one render per URL per ten seconds, made in
 * the background while the copy keeps answering (the caller's stale-while-revalidate), yet a render still
 * comes often enough to ask the data cache, whose own refresh is what moves `generation()` on. A copy kept
 * by generation alone would never render again, so it would never learn that the data changed. Ten seconds
 * is far below what shared caches keep the fragment (a minute), so it adds no staleness anyone could see.
 * The spread: copies stored together (a warm-up, a deploy) would otherwise all expire in the same moment and
 * re-render in one burst (the bench measured 66 hot copies as 290 ms of rendering every five seconds).
 */
const renderedFragmentTtlMs = 10_000;

/**
 * The fragment server's in-process cache of rendered fragments (issue 40), one copy per canonical URL, bounded
 * by count and bytes, least recently used out first. A copy is fresh for `ttlMs` while the data it was
 * rendered from is current; past that it is kept as the last good copy, which the server sends (marked
 * stale) when it sheds a render. Only ok, non-personal renders are ever stored: the caller's rule, checked by
 * its tests.
 */
export function createRenderedFragmentCache(options: RenderedFragmentCacheOptions = {}) {
  const {
    maxEntries = 500,
    maxBytes = 32 * 1024 * 1024,
    ttlMs = renderedFragmentTtlMs,
    now = Date.now,
    random = Math.random,
  } = options;
  /** Map order is recency: the first key is the least recently used. */
  const copies = new Map<string, RenderedCopy>();
  let bytes = 0;

  function remove(url: string): void {
    const copy = copies.get(url);
    if (!copy) return;
    copies.delete(url);
    bytes -= Buffer.byteLength(copy.html);
  }

  function touch(url: string, copy: RenderedCopy): void {
    copies.delete(url);
    copies.set(url, copy);
  }

  return {
    /**
     * The copy of `url` rendered from data of this generation, and whether it is still fresh or due for a
     * render in the background (past its time to live).
     */
    sameData(url: string, generation: number): { copy: RenderedCopy; fresh: boolean } | undefined {
      const copy = copies.get(url);
      if (!copy || copy.generation !== generation) return undefined;
      touch(url, copy);
      return { copy, fresh: now() <= copy.freshUntil };
    },
    /** The last good copy of `url`, however old: what a shed request gets rather than nothing. */
    lastGood(url: string): RenderedCopy | undefined {
      return copies.get(url);
    },
    store(url: string, copy: Omit<RenderedCopy, 'storedAt' | 'freshUntil'>): void {
      const size = Buffer.byteLength(copy.html);
      remove(url);
      if (size > maxBytes) return;
      const storedAt = now();
      copies.set(url, { ...copy, storedAt, freshUntil: storedAt + ttlMs * (0.75 + random() / 2) });
      bytes += size;
      while (copies.size > maxEntries || bytes > maxBytes) remove(copies.keys().next().value as string);
    },
  };
}
