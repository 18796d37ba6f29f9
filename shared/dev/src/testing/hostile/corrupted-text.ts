/*
 * Test support, not shipped: what a storage entry or a cookie may hold when it is not what we wrote:
 * truncated or invalid JSON, JSON of another shape, huge or deeply nested values, control characters,
 * broken percent-encoding, and mutated copies of a valid value.
 */
import fc from 'fast-check';
import { linkVectors } from './link-vectors';
import { mutatedAnswer } from './payload-mutations';

const deepJsonText = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;

/** JSON text of `value`, or (when it nests too deep for JSON.stringify) a deeply nested JSON text. */
function toText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    return deepJsonText;
  }
}

const junkText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '[',
    '"',
    'null',
    'undefined',
    'NaN',
    'true',
    '0',
    '-1',
    '1e999',
    '[]',
    '{}',
    '""',
    '"text"',
    '[null]',
    '{"__proto__":{"polluted":"yes"}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    deepJsonText,
    'a'.repeat(100_000),
    '\u0000\u0001\u001f\u007f',
  ),
  fc.constantFrom(...linkVectors.map((vector) => vector.value)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.json({ maxDepth: 3 }),
);

/** Text for a storage entry whose valid content is the JSON of `valid`: mostly mutated copies of it. */
export function corruptedStoredText(valid: unknown): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: mutatedAnswer(valid, { shrink: false }).map(toText) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.nat(), fc.nat()).map(([start, length]) => {
        const text = toText(valid);
        const from = start % (text.length + 1);
        return text.slice(0, from) + text.slice(from + (length % 20));
      }),
    },
    { weight: 1, arbitrary: junkText },
  );
}

const percentJunk = ['%', '%%', '%E0%A4%A', '%00', '%0A', '%0D%0A', '%E2%82%AC', '%C3%28', '%FF', '%uD800'];

/** A cookie value as `document.cookie` may show it: known values spoiled, encodings broken, junk. */
export function corruptedCookieValue(knownValues: readonly string[]): fc.Arbitrary<string> {
  const known = fc.constantFrom(...knownValues);
  return fc.oneof(
    known.map((value) => value.toUpperCase()),
    known.map((value) => ` ${value} `),
    known.map((value) => `"${value}"`),
    known.map((value) => `${value}\u0000`),
    fc.tuple(known, fc.constantFrom(...percentJunk)).map(([value, junk]) => `${value}${junk}`),
    fc.constantFrom(
      ...percentJunk,
      '',
      '=',
      '==',
      '""',
      '"',
      'null',
      'undefined',
      '€',
      '\u2028',
      'a'.repeat(5_000),
    ),
    fc.constantFrom(...linkVectors.map((vector) => vector.value.replace(/;/g, ''))),
    fc.string({ unit: 'binary', maxLength: 30 }).map((text) => text.replace(/;/g, '')),
  );
}

/** A whole `document.cookie` string holding `name=value` among others, sometimes twice or malformed. */
export function cookieJarWith(name: string, value: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(
      value,
      fc.constantFrom('', 'other=1; ', '=; ', ';;; ', 'x; ', `${name}; `),
      fc.constantFrom('', '; other=2', `; ${name}=second`, ';', '; =', `; ${name}`),
    )
    .map(([cookieValue, before, after]) => `${before}${name}=${cookieValue}${after}`);
}
