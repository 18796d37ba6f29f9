import { integrityFailureOf } from '../integrity/integrity-failure';
import { entryEvaluationError } from './entry-evaluation-errors';

interface RuntimeErrorArgs {
  manifestUrl?: string;
  remoteEntryUrl?: string;
  resourceUrl?: string;
}

function runtimeErrorArgs(lines: readonly string[]): RuntimeErrorArgs {
  const json = lines.find((line) => line.startsWith('args: '))?.slice('args: '.length);
  try {
    return json ? (JSON.parse(json) as RuntimeErrorArgs) : {};
  } catch {
    return {};
  }
}

/** The original error the runtime wrapped, without its "Error: " label. */
function originalMessage(lines: readonly string[]): string | undefined {
  const start = lines.findIndex((line) => line.startsWith('Original Error Message:'));
  if (start < 0) return undefined;
  const original = lines
    .slice(start + 1)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
  return original.replace(/^Error: /, '') || undefined;
}

/** A script element that fired `error`: the runtime's wording for it, and webpack's `(error: <url>)`. */
const scriptFailedToLoad = /^ScriptNetworkError: Failed to load script/;
const chunkFailedToLoad = /^\(error: (\S+)\)$/;

/** The reason of an error that is not the runtime's: a blocked chunk's integrity leads, if that was it. */
function otherErrorReason(lines: readonly string[]): string {
  const joined = lines
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
  // webpack's ChunkLoadError names its file on the second line.
  const chunkUrl = chunkFailedToLoad.exec(lines[1]?.trim() ?? '')?.[1];
  const integrity = chunkUrl === undefined ? undefined : integrityFailureOf(chunkUrl);
  return integrity ? `${integrity} (${lines[0]?.trim()})` : joined;
}

/**
 * One line that says why a remote did not load, for the page's one console error. The federation
 * runtime's errors run to several lines (a code, JSON arguments, a docs link, the error it wrapped); what
 * a host team acts on is the cause and the file, so those lead, with the runtime's summary after them.
 */
export function loadFailureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const lines = message.split('\n');
  const summary = (lines[0] ?? '').replace(/^\[ Federation Runtime \]:\s*/, '');
  if (!/#RUNTIME-\d+/.test(summary)) return otherErrorReason(lines);
  const args = runtimeErrorArgs(lines);
  const url = args.manifestUrl ?? args.remoteEntryUrl ?? args.resourceUrl;
  const thrown = url === undefined ? undefined : entryEvaluationError(url);
  const original = originalMessage(lines);
  const integrity =
    url !== undefined && original !== undefined && scriptFailedToLoad.test(original)
      ? integrityFailureOf(url)
      : undefined;
  const cause = thrown ? `remote entry ${url} threw while it ran: ${thrown}` : (integrity ?? original);
  if (!cause) return url ? `${summary} (${url})` : summary;
  return url && !cause.includes(url) ? `${cause} (${summary}, ${url})` : `${cause} (${summary})`;
}
