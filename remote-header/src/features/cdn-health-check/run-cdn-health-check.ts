import { readCookie } from '@site-chrome/rules/settings';
import { type ResolvedChromeProps } from '@site-chrome/runtime';
import { fetchFromCdn, type CdnAnswer } from './fetch-from-cdn';
import { reactChunkFile } from './react-chunk-file';
import { reportCdnError } from './report-cdn-error';
import { skipsCdnCheck } from './skip-rules';

type ErrorReporting = NonNullable<ResolvedChromeProps['errorReporting']>;

// The folder the header's files are served from (webpack's automatic public path: the CDN folder its
// remoteEntry.js came from).
declare const __webpack_public_path__: string;

/** The session cookie holding the reader's uid, which the report carries (footer spec section 7). */
const uidCookieName = 'uid';

/** The header's folder on the CDN; webpack folds the `typeof` away, and outside webpack (tests) it may be unset. */
function headerPublicPath(): string | undefined {
  return typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== ''
    ? __webpack_public_path__
    : undefined;
}

/**
 * Fetches the file to check: the configured one, or the header's copy of the shared React chunk as its
 * manifest lists it. A manifest the CDN does not serve is the failure itself; a manifest naming no React
 * chunk (or a page where the header's folder is unknown) leaves nothing to check.
 */
async function fetchCheckedFile(configuredUrl: string | undefined): Promise<CdnAnswer | undefined> {
  if (configuredUrl) return fetchFromCdn(configuredUrl);
  const publicPath = headerPublicPath();
  if (!publicPath) return undefined;
  const manifest = await fetchFromCdn(new URL('mf-manifest.json', publicPath).href);
  if (!manifest.ok) return manifest;
  const file = reactChunkFile(await manifest.response.json());
  return file ? fetchFromCdn(new URL(file, publicPath).href) : undefined;
}

/**
 * The CDN health check (footer spec sections 7 to 9): unless the visit is a crawler's or from the propads
 * channel, GETs a React file on the CDN; on a status other than 200 or a failed fetch, reports "cdn access
 * error" with the uid cookie to the error-reporting service, for the sampled share of pages. The
 * reporting SDK is a chunk of its own, fetched only then. Nothing is shown to the reader, and it never throws.
 */
export async function runCdnHealthCheck(errorReporting: ErrorReporting): Promise<void> {
  try {
    const visit = {
      userAgent: navigator.userAgent,
      search: window.location.search,
      channelCookie: readCookie('ch'),
    };
    if (skipsCdnCheck(visit)) return;
    const answer = await fetchCheckedFile(errorReporting.cdnCheckUrl);
    if (!answer || answer.ok) return;
    // Sampled before the SDK is fetched: a page whose failure is not reported does not download it.
    if (Math.random() >= errorReporting.sampleRate) return;
    // A chunk of its own (about 19 KB gzip), fetched only now. The parts are named where imported, so that
    // webpack keeps only them in that chunk.
    const { BrowserClient, Scope, defaultStackParser, makeFetchTransport } = await import('@sentry/browser');
    await reportCdnError(
      { BrowserClient, Scope, defaultStackParser, makeFetchTransport },
      {
        dsn: errorReporting.dsn,
        sampleRate: errorReporting.sampleRate,
        url: answer.url,
        problem: answer.problem,
        uid: readCookie(uidCookieName),
      },
    );
  } catch {
    // A check that cannot finish (the reporter's chunk did not load, a manifest that is not JSON) stays silent:
    // nothing is shown to the reader (footer spec section 8).
  }
}
