/**
 * One place that writes to the console, so every message a host team sees from the site chrome
 * starts with the same tag and the same problem is reported once, not on every render.
 */
const prefix = '[site-chrome]';
const alreadyReported = new Set<string>();

export function logError(scope: string, message: string, detail?: unknown): void {
  if (detail === undefined) console.error(`${prefix} ${scope}: ${message}`);
  else console.error(`${prefix} ${scope}: ${message}`, detail);
}

export function logWarning(scope: string, message: string, detail?: unknown): void {
  if (detail === undefined) console.warn(`${prefix} ${scope}: ${message}`);
  else console.warn(`${prefix} ${scope}: ${message}`, detail);
}

/** Logs an error the first time a given key is seen; later calls with the same key are silent. */
export function logErrorOnce(key: string, scope: string, message: string, detail?: unknown): void {
  if (alreadyReported.has(key)) return;
  alreadyReported.add(key);
  logError(scope, message, detail);
}

/** Logs a warning the first time a given key is seen; later calls with the same key are silent. */
export function logWarningOnce(key: string, scope: string, message: string, detail?: unknown): void {
  if (alreadyReported.has(key)) return;
  alreadyReported.add(key);
  logWarning(scope, message, detail);
}

/** Tests reset the once-only memory between cases. */
export function resetLoggedErrors(): void {
  alreadyReported.clear();
}
