import { logWarning } from '@site-chrome/runtime';
import { isFragmentBody } from '@site-chrome/runtime/fragment-markup';

export type FragmentOutcome =
  { ok: true; html: string; cache: string | null } | { ok: false; reason: 'late' | 'failed'; detail: string };

/**
 * One fragment within `budgetMs` (headers and body): late or failing, the composer leaves the slot empty and
 * the browser renders that part itself, so a slow fragment server costs the page at most the budget. An
 * answer that is not exactly one fragment of ours for the part, with its build id (a proxy's or a WAF's
 * error page sent with 200, even one that names the part), counts as failing: it never reaches the page.
 */
export async function fetchFragment(url: string, part: string, budgetMs: number): Promise<FragmentOutcome> {
  const signal = AbortSignal.timeout(budgetMs);
  try {
    // Server to server, not the exchange API: the API client's language, CSRF and cookie rules do not apply.
    // eslint-disable-next-line no-restricted-globals
    const response = await fetch(url, { signal, headers: { accept: 'text/html' } });
    const html = await response.text();
    if (!response.ok) return { ok: false, reason: 'failed', detail: `answered ${response.status}` };
    if (!(response.headers.get('content-type') ?? '').startsWith('text/html'))
      return { ok: false, reason: 'failed', detail: 'answered something that is not HTML' };
    if (!isFragmentBody(html, part))
      return {
        ok: false,
        reason: 'failed',
        detail: `answered HTML that is not exactly one ${part} fragment`,
      };
    return { ok: true, html, cache: response.headers.get('x-cache-status') };
  } catch (error) {
    return signal.aborted
      ? { ok: false, reason: 'late', detail: `no answer within ${budgetMs} ms` }
      : { ok: false, reason: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
}

/** A fragment the page goes without, said once per request in the server's log. */
export function reportMissingFragment(part: string, outcome: Extract<FragmentOutcome, { ok: false }>): void {
  logWarning('ssr', `${part} fragment ${outcome.reason} (${outcome.detail}): the browser renders it`);
}
