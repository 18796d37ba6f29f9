import fc from 'fast-check';
import {
  hostileLinkFieldValue,
  linkFieldGroups,
  judgeRenderedUrl,
  linkVectors,
} from '@site-chrome/dev/testing/hostile';
import { isSafeLink, safeLinkSchema, toSafeLink } from '@site-chrome/runtime/schemas';

/** Generated values per field (issue 13: 10,000 per field). */
const runsPerField = 10_000;

beforeEach(() => {
  // Skipped items are warned about by design; these tests judge what survives, not the warnings.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the oracle, before it judges anything', () => {
  it.each(linkVectors.map((vector) => [vector.why, vector] as const))('calls "%s" %s', (_why, vector) => {
    expect(judgeRenderedUrl(vector.value).safe).toBe(!vector.dangerous);
  });
});

describe('given a known hostile or legitimate link', () => {
  it.each(linkVectors.map((vector) => [vector.why, vector] as const))('%s', (_why, vector) => {
    expect(safeLinkSchema.parse(vector.value)).toBe(vector.expected);
    expect(toSafeLink(vector.value)).toBe(vector.expected);
    expect(judgeRenderedUrl(vector.expected).safe).toBe(true);
  });

  it('has about sixty vectors, most of them hostile', () => {
    expect(linkVectors.length).toBeGreaterThanOrEqual(60);
    expect(linkVectors.filter((vector) => vector.expected === '').length).toBeGreaterThanOrEqual(50);
  });
});

describe('given a value that is not a string', () => {
  it.each([null, undefined, 42, {}, ['/a'], { toString: () => '/a' }])(
    '%p becomes an empty link',
    (value) => {
      expect(safeLinkSchema.parse(value)).toBe('');
      expect(toSafeLink(value)).toBe('');
    },
  );
});

describe(`given ${runsPerField.toLocaleString('en')} generated values in each link field`, () => {
  it.each(linkFieldGroups.map((group) => [group.name, group.fields.join(', '), group] as const))(
    '%s (%s) renders no link the oracle calls unsafe',
    (_name, _fields, group) => {
      fc.assert(
        fc.property(
          fc.array(hostileLinkFieldValue, { minLength: group.fields.length, maxLength: group.fields.length }),
          (values) => {
            for (const link of group.linksFor(values)) {
              const verdict = judgeRenderedUrl(link);
              if (!verdict.safe) throw new Error(`${JSON.stringify(link)} ${verdict.reason}`);
            }
          },
        ),
        { numRuns: runsPerField },
      );
    },
  );

  it('the rule itself keeps nothing the oracle calls unsafe, and keeps what it keeps unchanged', () => {
    fc.assert(
      fc.property(hostileLinkFieldValue, (value) => {
        const link = toSafeLink(value);
        if (link === '') return;
        expect(judgeRenderedUrl(link)).toEqual({ safe: true, reason: '' });
        expect(isSafeLink(link)).toBe(true);
        expect(link).toBe(String(value).trim());
      }),
      { numRuns: runsPerField },
    );
  });
});
