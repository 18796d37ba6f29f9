/**
 * `@site-chrome/rules/deadlines`: the one table of how long the chrome waits for what it loads, read by the
 * page's loading code (`@site-chrome/host`: slots, /loader.js, preloads, runtime plugins) and by the remotes
 * that load other remotes (the header's Search). Constants only, bundled where used: a page's first script
 * reads them before any share scope exists.
 */
/**
 * How long a remote's manifest may take, retry included, before the remote counts as down. Past the
 * slot's fallback deadline on purpose: the fallback is already on screen, and a slow network still gets
 * its remote.
 */
export const manifestTimeoutMs = 5000;
/** How long a remote's entry script may take; the runtime's own default is 20 s. */
export const entryScriptTimeoutMs = 10000;
/** Pause before the one retry of a manifest that failed with a network error or a 5xx. */
export const manifestRetryDelayMs = 300;
/**
 * How long a slot waits for its remote before it shows the fallback, counted from when the slot starts
 * waiting (the page's own script has run by then: about 0.45 s after navigation on the demo). Loading
 * goes on under the time-outs above, and a remote that arrives later replaces the fallback. So the demo
 * shows a fallback about 3 s after navigation, inside the 4 s the chrome allows itself, while on the mobile
 * bench profile, where the real header comes about 0.7 s after the page's script, a slow network is far
 * from flashing the fallback.
 */
export const remoteFallbackDeadlineMs = 2500;
