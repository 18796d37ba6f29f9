import { loadWithDeadline, settleLoad, type LoadOutcome } from '@site-chrome/runtime/loading';

/**
 * A lazily loaded chunk of a remote (a panel, a dialog, the QR code drawer), under the chunk deadline:
 * its outcome, with a failure reported once. `what` names it for a reader of the console: "the header's
 * market panel".
 */
export function loadChunk<Chunk>(what: string, load: () => Promise<Chunk>): Promise<LoadOutcome<Chunk>> {
  return settleLoad(what, loadWithDeadline('chunk', what, load));
}
