import { scriptIntegrityOf } from './script-integrity-registry';

/**
 * Why a script with an integrity value failed, when the reason is its integrity. A script element's
 * `error` event does not say why; the browser's Resource Timing does: a checked script that failed although
 * its server answered 2xx was blocked for not matching its hash. A 404, a refused connection or a time-out
 * has no 2xx answer, and keeps its own reason.
 */
export function integrityFailureOf(url: string): string | undefined {
  const integrity = scriptIntegrityOf(url);
  if (!integrity || typeof performance.getEntriesByName !== 'function') return undefined;
  const [lastTry] = (performance.getEntriesByName(url, 'resource') as PerformanceResourceTiming[]).slice(-1);
  const status = lastTry?.responseStatus ?? 0;
  if (status < 200 || status > 299) return undefined;
  const algorithm = integrity.slice(0, integrity.indexOf('-'));
  return `${url} failed its integrity check (it does not match the ${algorithm} hash in its manifest) and was blocked`;
}
