import { logWarning } from '../logging/logger';

/**
 * Key-value storage that never throws: the query persister and every other reader of localStorage use it. Browsers throw from `localStorage` in
 * privacy modes and sandboxed frames (even on access), on a full quota and on a disabled store; the
 * persister does not catch every one of those, and an escaped error would fail the query. Each problem is
 * logged once per operation, key and kind of error, then treated as "nothing stored" / "not written".
 */
export interface SafeStorage {
  getItem: (key: string) => string | null;
  /** False when the browser refused the write. */
  setItem: (key: string, value: string) => boolean;
  removeItem: (key: string) => void;
  entries: () => Array<[string, string]>;
}

/** Where the storage comes from; resolved on every call, because merely reading `window.localStorage` can throw. */
export type StorageResolver = () => Storage | undefined;

const pageLocalStorage: StorageResolver = () =>
  typeof window === 'undefined' ? undefined : window.localStorage;

export function createSafeStorage(resolveStorage: StorageResolver = pageLocalStorage): SafeStorage {
  const reported = new Set<string>();

  function attempt<Result>(
    operation: string,
    key: string,
    run: (storage: Storage) => Result,
    otherwise: Result,
  ) {
    try {
      const storage = resolveStorage();
      return storage === undefined ? otherwise : run(storage);
    } catch (error) {
      // The same problem is reported once; a different one (blocked, then over quota) is reported again.
      const reportKey = `${operation}:${key}:${error instanceof Error ? error.name : String(error)}`;
      if (!reported.has(reportKey)) {
        reported.add(reportKey);
        logWarning('cache', `could not ${operation} "${key}"; carrying on without it`, error);
      }
      return otherwise;
    }
  }

  return {
    getItem: (key) => attempt('read', key, (storage) => storage.getItem(key), null),
    setItem: (key, value) =>
      attempt(
        'write',
        key,
        (storage) => {
          storage.setItem(key, value);
          return true;
        },
        false,
      ),
    removeItem: (key) => attempt('remove', key, (storage) => storage.removeItem(key), undefined),
    entries: () =>
      attempt(
        'list',
        '*',
        (storage) => {
          const entries: Array<[string, string]> = [];
          for (let index = 0; index < storage.length; index += 1) {
            const key = storage.key(index);
            const value = key === null ? null : storage.getItem(key);
            if (key !== null && value !== null) entries.push([key, value]);
          }
          return entries;
        },
        [],
      ),
  };
}

/** The page's persisted-cache storage: `localStorage`, made safe. */
export const pageCacheStorage: SafeStorage = createSafeStorage();
