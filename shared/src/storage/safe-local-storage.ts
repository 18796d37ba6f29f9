import { logWarningOnce } from '../logging/logger';

/**
 * localStorage that never throws: blocked storage (privacy modes, sandboxed frames), a full quota or
 * corrupted JSON are logged once per key and treated as "nothing stored".
 */
export function readStoredJson<Value>(
  key: string,
  isValue: (value: unknown) => value is Value,
): Value | undefined {
  try {
    const text = window.localStorage.getItem(key);
    if (text === null) return undefined;
    const parsed: unknown = JSON.parse(text);
    if (isValue(parsed)) return parsed;
    logWarningOnce(
      `storage-shape:${key}`,
      'storage',
      `ignoring "${key}": stored value has an unexpected shape`,
    );
  } catch (error) {
    logWarningOnce(`storage-read:${key}`, 'storage', `could not read "${key}"`, error);
  }
  return undefined;
}

/** Writes JSON; returns false (after logging) when the browser refuses. */
export function writeStoredJson(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    logWarningOnce(`storage-write:${key}`, 'storage', `could not write "${key}"`, error);
    return false;
  }
}
