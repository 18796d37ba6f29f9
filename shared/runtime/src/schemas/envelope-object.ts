import { isPlainObject } from './coercion';
import { readEnvelopeData } from './envelope';

/**
 * The object parsers fill every missing field with a default, so after parsing an empty answer cannot be
 * told from a real one. This runs first: an answer whose `data` is not a non-empty object (an error code,
 * `{}`, an array) yields `null`, which the cache policy treats as "nothing usable" and replaces with the
 * stale copy or the default.
 */
export function parseNonEmptyObject<Data>(parse: (raw: unknown) => Data): (raw: unknown) => Data | null {
  return (raw) => {
    const data = readEnvelopeData(raw);
    return isPlainObject(data) && Object.keys(data).length > 0 ? parse(raw) : null;
  };
}
