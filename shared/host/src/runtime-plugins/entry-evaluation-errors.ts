/** What each remote entry threw while it ran, by URL, for the one error that reports the failed load. */
const thrownByEntry = new Map<string, string>();

/**
 * A remote entry that throws as it runs defines no container, so the runtime fails the load and the slot
 * shows its fallback. The throw itself would also reach the page as an uncaught error: a second report of
 * the same failure, and one a host's error tracking counts against the page. This catches that throw (the
 * browser then does not report it) and keeps its message for the load's one error. Identified by
 * `document.currentScript`, which holds while the script runs: a cross-origin error without CORS carries
 * no file name.
 */
export function catchEntryEvaluationError(script: HTMLScriptElement): void {
  const onError = (event: ErrorEvent) => {
    if (document.currentScript !== script) return;
    event.preventDefault();
    thrownByEntry.set(script.src, event.message);
  };
  window.addEventListener('error', onError);
  const stop = () => window.removeEventListener('error', onError);
  script.addEventListener('load', stop, { once: true });
  script.addEventListener('error', stop, { once: true });
}

/** What the entry at `url` threw while it ran, if it did. */
export function entryEvaluationError(url: string): string | undefined {
  return thrownByEntry.get(url);
}
