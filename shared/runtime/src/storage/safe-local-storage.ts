import { logWarningOnce } from '../logging/logger';
import { createSafeStorage } from './safe-storage';

/** localStorage made safe (blocked, full or sandboxed storage is logged once and treated as empty). */
const storage = createSafeStorage();

/** Reads a JSON value; corrupted JSON or a value of the wrong shape is logged once per key and read as nothing. */
export function readStoredJson<Value>(
  key: string,
  isValue: (value: unknown) => value is Value,
): Value | undefined {
  const text = storage.getItem(key);
  if (text === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    logWarningOnce(
      `storage-json:${key}`,
      'storage',
      `ignoring "${key}": stored value is not valid JSON`,
      error,
    );
    return undefined;
  }
  if (isValue(parsed)) return parsed;
  logWarningOnce(
    `storage-shape:${key}`,
    'storage',
    `ignoring "${key}": stored value has an unexpected shape`,
  );
  return undefined;
}

/** Writes JSON; returns false (after logging) when the browser refuses. */
export function writeStoredJson(key: string, value: unknown): boolean {
  return storage.setItem(key, JSON.stringify(value));
}
