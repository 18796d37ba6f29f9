import {
  loadWithDeadline,
  recoverStaleBuild,
  settleLoad,
  type LoadOutcome,
} from '@site-chrome/runtime/loading';

/**
 * A lazily loaded chunk of a remote (a panel, a dialog, the QR code drawer), under the chunk deadline:
 * its outcome, with a failure reported once. `what` names it for a reader of the console: "the header's
 * market panel". A chunk of a build the page no longer serves (a deploy landed since the page loaded the
 * remote) is first handed to the page, which reloads that remote's current build and redraws the remote
 * from it: then nothing is reported here (the part stays closed until the redrawn remote opens it again).
 */
export async function loadChunk<Chunk>(
  what: string,
  load: () => Promise<Chunk>,
): Promise<LoadOutcome<Chunk>> {
  try {
    return { status: 'ready', value: await loadWithDeadline('chunk', what, load) };
  } catch (error) {
    if (await recoverStaleBuild(error))
      return { status: 'unavailable', reason: `${what} belongs to a build that was replaced` };
    return settleLoad(what, Promise.reject(error));
  }
}
