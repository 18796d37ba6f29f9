import { isPlainObject } from './coercion';

/*
 * The exchange wraps answers as `{ code, data }`. Success is code 0, except the futures market call
 * which answers code 200. A business error code is a normal "no data" answer, so it is not logged here;
 * the API client logs failed requests.
 */

/** `data` of a successful envelope, or undefined when the answer is not one. */
export function readEnvelopeData(raw: unknown, successCode = 0): unknown {
  if (!isPlainObject(raw) || raw.code !== successCode) return undefined;
  return raw.data;
}

/** `data.list` of a successful envelope, or undefined when the answer has none. */
export function readEnvelopeList(raw: unknown, successCode = 0): unknown {
  const data = readEnvelopeData(raw, successCode);
  return isPlainObject(data) ? data.list : undefined;
}
