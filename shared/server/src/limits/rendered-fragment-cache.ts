/** A rendered fragment kept for its URL: the HTML, its ETag and the data version it was rendered from. */
export interface RenderedCopy {
  html: string;
  etag: string;
  /** `dataCache.generation()` read before the render that made it. */
  generation: number;
  storedAt: number;
}

export interface RenderedFragmentCacheOptions {
  /** Most copies kept; the least recently used goes first. Default 500. */
  maxEntries?: number;
  /** Most bytes of HTML kept (about 45 KB a header). Default 32 MiB. */
  maxBytes?: number;
  /** How long a copy answers without a render. Default 5000 ms (`renderedFragmentTtlMs`). */
  ttlMs?: number;
  /** The clock, for tests. Default `Date.now`. */
  now?: () => number;
}

/**
 * Five seconds: a hot fragment then costs one render per URL per five seconds (at 1,000 requests a second,
 * one in 5,000), yet a render still comes often enough to ask the data cache, whose stale-while-revalidate
 * refresh is what moves `generation()` on. A copy kept by generation alone would never render again, so it
 * would never learn that the data changed. Five seconds is also far below what shared caches keep the
 * fragment (a minute), so it adds no staleness anyone could see.
 */
const renderedFragmentTtlMs = 5_000;

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
    /** The copy of `url` rendered from data of this generation, no older than the time to live. */
    fresh(url: string, generation: number): RenderedCopy | undefined {
      const copy = copies.get(url);
      if (!copy || copy.generation !== generation || now() - copy.storedAt > ttlMs) return undefined;
      touch(url, copy);
      return copy;
    },
    /** The last good copy of `url`, however old: what a shed request gets rather than nothing. */
    lastGood(url: string): RenderedCopy | undefined {
      return copies.get(url);
    },
    store(url: string, copy: Omit<RenderedCopy, 'storedAt'>): void {
      const size = Buffer.byteLength(copy.html);
      remove(url);
      if (size > maxBytes) return;
      copies.set(url, { ...copy, storedAt: now() });
      bytes += size;
      while (copies.size > maxEntries || bytes > maxBytes) remove(copies.keys().next().value as string);
    },
  };
}
