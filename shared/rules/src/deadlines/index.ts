/**
 * `@site-chrome/rules/deadlines`: the one table of how long the chrome waits for what it loads. Read by
 * `loadWithDeadline` (`@site-chrome/runtime/loading`), which every load goes through: the page's runtime
 * plugins (manifest, entry), its slots and /loader.js (a remote's module), and the remotes' own lazy panels
 * (chunks). Constants only, bundled where used: a page's first script reads them before any share scope
 * exists, and the server renders against the same numbers.
 */

/** The loads that can fail at a deadline, from the first file of a remote to the last chunk of a panel. */
export type LoadStage = 'manifest' | 'entry' | 'chunk' | 'module';

export const deadlineMs = {
  /**
   * A remote's `mf-manifest.json`, its one retry included, before the remote counts as down. Past the
   * slot's fallback deadline on purpose: the fallback is already on screen, and a slow network still gets
   * its remote.
   */
  manifest: 5000,
  /** Pause before the one retry of a manifest that failed with a network error or a 5xx. */
  manifestRetryDelay: 300,
  /** A remote's entry script; the federation runtime's own default is 20 s. */
  entry: 10000,
  /** One lazily loaded chunk: a panel, a dialog, the QR code drawer (webpack's own default is 120 s). */
  chunk: 10000,
  /**
   * A remote's exposed module end to end (manifest, entry, its first-render chunks): the outer bound for a
   * step the federation runtime does not time itself, so no slot waits for ever.
   */
  module: 25000,
  /**
   * How long a slot waits for its remote before it shows the fallback, counted from when the slot starts
   * waiting (the page's own script has run by then: about 0.45 s after navigation on the demo). Not a
   * failure: loading goes on under the deadlines above, and a remote that arrives later replaces the
   * fallback. So the demo shows a fallback about 3 s after navigation, inside the 4 s the chrome allows
   * itself, while on the mobile bench profile, where the real header comes about 0.7 s after the page's
   * script, a slow network is far from flashing the fallback.
   */
  fallback: 2500,
} as const satisfies Record<LoadStage | 'manifestRetryDelay' | 'fallback', number>;
