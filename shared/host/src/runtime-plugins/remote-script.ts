import { scriptIntegrityOf } from '../integrity/script-integrity-registry';
import { catchEntryEvaluationError } from './entry-evaluation-errors';

/**
 * The `<script>` element for every script the federation runtime loads (remote entries, and the exposed
 * modules' first-render chunks it loads ahead). One factory: the runtime's `createScript` hook keeps only
 * the last plugin's element, so CORS, integrity and the evaluation-error catch must be set in one place.
 */
export function createRemoteScript(url: string, attrs: Record<string, unknown> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  // A remote's entry is on another origin: fetched with CORS and without the page's cookies. CORS is also
  // what lets the browser check the integrity of a cross-origin script.
  script.crossOrigin = 'anonymous';
  // From the remote's manifest (script-integrity-plugin.ts). None for a build from before integrity was
  // written: that script loads unchecked, as before.
  const integrity = scriptIntegrityOf(url);
  if (integrity) script.setAttribute('integrity', integrity);
  for (const [name, value] of Object.entries(attrs)) script.setAttribute(name, String(value));
  catchEntryEvaluationError(script);
  return script;
}
