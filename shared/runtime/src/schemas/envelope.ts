import type * as z from '@site-chrome/runtime/schema-kit';
import { isPlainObject } from './coercion';
import { parseList } from './parse-list';

/*
 * The exchange wraps answers as `{ code, data }`. Success is code 0, except the futures market call
 * which answers code 200. A business error code is a normal "no data" answer, so it yields the empty value
 * silently (the API client logs failed requests); a success envelope of the wrong shape is warned about.
 */

export function isSuccessEnvelope(raw: unknown, successCode = 0): raw is { code: number; data?: unknown } {
  return isPlainObject(raw) && raw.code === successCode;
}

/** `data` of a successful envelope, or undefined when the answer is not one. */
export function readEnvelopeData(raw: unknown, successCode = 0): unknown {
  return isSuccessEnvelope(raw, successCode) ? raw.data : undefined;
}

/** `data.list` of a successful envelope, or undefined when the answer has none. */
export function readEnvelopeList(raw: unknown, successCode = 0): unknown {
  const data = readEnvelopeData(raw, successCode);
  return isPlainObject(data) ? data.list : undefined;
}

/**
 * Items of `{ code, data: { list } }`: [] without a word for an error code, [] and one warning when a
 * successful answer has no list, and each bad item skipped with its own warning.
 */
export function parseEnvelopeList<Schema extends z.ZodMiniType>(
  schema: Schema,
  raw: unknown,
  label: string,
  successCode = 0,
): z.output<Schema>[] {
  if (!isSuccessEnvelope(raw, successCode)) return [];
  return parseList(schema, readEnvelopeList(raw, successCode), label);
}
