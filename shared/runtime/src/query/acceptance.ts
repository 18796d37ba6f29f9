import { isPlainObject } from '@site-chrome/runtime/schemas';

/**
 * Acceptance checks (header spec section 5, "Accepted data"). One check decides, for fresh answers,
 * stale copies in memory and persisted copies alike, whether a value may be shown. A value that fails is
 * treated as missing: the cache falls back to the next source.
 */
export type AcceptData = (value: unknown) => boolean;

export function isNonEmptyArray(value: unknown): value is readonly unknown[] {
  return Array.isArray(value) && value.length > 0;
}

export function isNonEmptyObject(value: unknown): value is Record<string, unknown> {
  return isPlainObject(value) && Object.keys(value).length > 0;
}

/** The general rule: a non-empty array or a non-empty object. */
export function hasContent(value: unknown): boolean {
  return isNonEmptyArray(value) || isNonEmptyObject(value);
}
