/** How long a remote's manifest may take before the remote counts as down. */
export const manifestTimeoutMs = 5000;
/** How long a remote's entry script may take; the runtime's own default is 20 s. */
export const entryScriptTimeoutMs = 10000;
