import type { ResolvedChromeProps } from '@site-chrome/runtime';
import { useEffect } from 'react';

/** Footer spec section 9: the check runs 5 s after start. */
const cdnCheckDelayMs = 5000;

// Once per page, however many headers mount (and whatever React's strict mode mounts twice).
let scheduled = false;

/** For tests: the next header to mount schedules the check again, as on a fresh page. */
export function resetCdnHealthCheck(): void {
  scheduled = false;
}

/**
 * Starts the CDN health check (footer spec section 7) 5 s after the first header mounts with error reporting.
 * This file is part of the header's first render, so it holds only the timer: the check and the
 * error-reporting SDK behind it are chunks of their own, fetched when the timer fires.
 */
export function useCdnHealthCheck(errorReporting: ResolvedChromeProps['errorReporting']): void {
  useEffect(() => {
    if (!errorReporting || scheduled) return;
    scheduled = true;
    setTimeout(() => {
      // Unnamed chunks: a name would be one more string in remoteEntry.js's chunk map, on every page.
      import('./run-cdn-health-check').then(
        ({ runCdnHealthCheck }) => runCdnHealthCheck(errorReporting),
        // The CDN that serves the header could not serve this chunk: the check's own report would come from
        // there too, and nothing is shown to the reader (footer spec section 8).
        () => undefined,
      );
    }, cdnCheckDelayMs);
  }, [errorReporting]);
}
