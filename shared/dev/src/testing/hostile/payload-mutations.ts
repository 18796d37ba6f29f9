/*
 * Test support, not shipped: fast-check generators of hostile API answers. Each starts from a valid
 * answer (the mock API's, from the shared fixtures), made small, and applies a few mutations at random
 * places: wrong types, nulls, missing keys, huge strings, deep nesting, prototype keys, numbers spelled
 * as NaN or Infinity, arrays for objects and objects for arrays. Every value is one JSON.parse could
 * produce, because that is all a parse function ever receives.
 */
import fc from 'fast-check';
import { linkVectors } from './link-vectors';

type Json = unknown;
type Path = readonly (string | number)[];

/** Lists are cut to this many items so ten thousand answers parse in seconds, not minutes. */
const itemsPerList = 3;
/**
 * A list can be repeated up to this many times (thirty items): more items are more work, not more hostile,
 * and answers of full size are timed by the spot-parse bench. Junk in bulk is the 500-item `longList`.
 */
const maximumRepeat = 10;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isItemList = (value: unknown): value is unknown[] =>
  Array.isArray(value) && value.some((item) => typeof item === 'object' && item !== null);

/** A copy with every list of items (objects or rows) cut to `itemsPerList`; lists of plain values stay. */
export function shrinkAnswer(value: Json): Json {
  if (Array.isArray(value)) {
    const kept = isItemList(value) ? value.slice(0, itemsPerList) : value;
    return kept.map(shrinkAnswer);
  }
  if (!isObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = shrinkAnswer(item);
  return copy;
}

/** Every place in the answer a mutation can hit, the root included. */
function pathsOf(value: Json, path: Path = [], paths: Path[] = []): Path[] {
  paths.push(path);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...path, index], paths));
  else if (isObject(value))
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], paths);
  return paths;
}

/** Sets an own property, even one named `__proto__`, the way JSON.parse does. */
function defineOwn(target: object, key: string | number, value: unknown): void {
  // Plain assignment is many times faster; only `__proto__` needs defining to stay an own property.
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else (target as Record<string | number, unknown>)[key] = value;
}

function nest(depth: number, wrap: (inner: unknown) => unknown, innermost: unknown): unknown {
  let value = innermost;
  for (let level = 0; level < depth; level += 1) value = wrap(value);
  return value;
}

// Built once: these are large, and parse functions must not change their input (checked by the suite).
const deepLevels = 5_000;
const hugeLength = 100_000;
const largeValues = {
  deepArray: nest(deepLevels, (inner) => [inner], 'bottom'),
  deepObject: nest(deepLevels, (inner) => ({ a: inner }), 'bottom'),
  deepMenu: nest(deepLevels, (inner) => ({ title: 'Deep', text: 'Deep', link: '/a', children: [inner] }), {
    title: 'Bottom',
  }),
  hugeText: 'a'.repeat(hugeLength),
  hugeDigits: `${'1'.repeat(hugeLength)}x`,
  hugeSpaces: ' '.repeat(hugeLength),
  hugeCommas: 'a,'.repeat(hugeLength / 2),
  hugeControls: '\u0000\u0001\u001f\u007f'.repeat(hugeLength / 4),
  longList: Array.from({ length: 500 }, (_, index) => (index % 2 === 0 ? null : { junk: index })),
};

/** An object whose own `__proto__` holds a value, as `JSON.parse('{"__proto__": ...}')` makes one. */
function withOwnProto(value: unknown): Record<string, unknown> {
  const object: Record<string, unknown> = { ok: 1 };
  defineOwn(object, '__proto__', value);
  return object;
}

const prototypeKeyValues = (): unknown[] => [
  withOwnProto({ polluted: 'yes', isLogin: true, code: 0 }),
  { constructor: { prototype: { polluted: 'yes' } } },
  { prototype: { polluted: 'yes' } },
  { toString: 'not a function', valueOf: 'nor this' },
  { hasOwnProperty: 'shadowed', length: 1e9 },
];

/** A replacement value: wrong type, edge number, odd string, hostile link, huge or deep structure. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -0,
      -1,
      1.5,
      1e308,
      -1e308,
      5e-324,
      2 ** 53 + 2,
      '',
      ' ',
      'NaN',
      'Infinity',
      '-Infinity',
      '1e999',
      '0x1F',
      '1_000',
      ' 42 ',
      '١٢٣',
      '１２３',
      'true',
      'false',
      'null',
      'undefined',
      '__proto__',
      'constructor',
      'toString',
      [],
      {},
      [null],
      [[]],
      { '': '' },
    ),
  },
  { weight: 2, arbitrary: fc.constantFrom(...linkVectors.map((vector) => vector.value)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(...Object.values(largeValues)),
  },
  { weight: 1, arbitrary: fc.constantFrom(...prototypeKeyValues()) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

type Mutation =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'delete'; at: number }
  | { kind: 'wrap-in-array'; at: number }
  | { kind: 'array-to-object'; at: number }
  | { kind: 'prototype-key'; at: number; key: string; value: unknown }
  | { kind: 'repeat-item'; at: number; times: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('replace'), at: fc.nat(), value: hostileValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete'), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wrap-in-array'), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('array-to-object'), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('prototype-key'),
      at: fc.nat(),
      key: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'length'),
      value: fc.constantFrom<unknown>({ polluted: 'yes' }, 'yes', 1e9, null, [1]),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('repeat-item'),
      at: fc.nat(),
      times: fc.integer({ min: 2, max: maximumRepeat }),
    }),
  },
) as fc.Arbitrary<Mutation>;

function copyOf(value: unknown): unknown {
  if (Array.isArray(value)) return [...value];
  if (isObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) defineOwn(copy, key, value[key]);
    return copy;
  }
  return value;
}

/**
 * Applies one mutation to `root` (copy-on-write along the path), returning the new root. The paths were
 * taken from the unmutated answer, so a path a previous mutation removed simply changes nothing.
 */
function apply(root: unknown, paths: readonly Path[], change: Mutation): unknown {
  const path = paths[change.at % paths.length] ?? [];
  const rewrite = (node: unknown, depth: number): unknown => {
    if (depth < path.length) {
      const key = path[depth] as string | number;
      if (!(Array.isArray(node) || isObject(node)) || !Object.hasOwn(node, key)) return node;
      const copy = copyOf(node) as Record<string | number, unknown>;
      defineOwn(copy, key, rewrite(copy[key], depth + 1));
      return copy;
    }
    switch (change.kind) {
      case 'replace':
        return change.value;
      case 'delete':
        return undefined;
      case 'wrap-in-array':
        return [node];
      case 'array-to-object':
        return Array.isArray(node) ? { ...node, length: node.length } : node;
      case 'prototype-key': {
        if (!isObject(node)) return node;
        const copy = copyOf(node) as Record<string, unknown>;
        defineOwn(copy, change.key, change.value);
        return copy;
      }
      case 'repeat-item':
        return Array.isArray(node) && node.length > 0
          ? Array.from({ length: node.length * change.times }, (_, index) => node[index % node.length])
          : node;
    }
  };
  const result = rewrite(root, 0);
  return stripUndefined(result, path);
}

// A deleted key is absent, not `undefined`, in anything JSON.parse gives.
function stripUndefined(root: unknown, path: Path): unknown {
  if (path.length === 0) return root === undefined ? null : root;
  const parentPath = path.slice(0, -1);
  let parent: unknown = root;
  for (const key of parentPath) parent = (parent as Record<string | number, unknown> | undefined)?.[key];
  const key = path[path.length - 1] as string | number;
  if (Array.isArray(parent) && parent[key as number] === undefined) parent[key as number] = null;
  else if (isObject(parent) && Object.hasOwn(parent, key) && parent[key] === undefined) delete parent[key];
  return root;
}

/** Whole answers that are not the envelope at all. */
const brokenEnvelope: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  null,
  0,
  '',
  'ok',
  [],
  {},
  { code: '0', data: {} },
  { code: 0 },
  { code: 0, data: null },
  { code: 0, data: [] },
  { code: 0, data: 'malformed' },
  { code: 0, data: { list: null } },
  { code: 0, data: { list: {} } },
  { code: 200, data: { list: [] } },
  { code: -1, message: 'error' },
  withOwnProto({ code: 0, data: { list: [] } }),
);

/**
 * Mutated copies of `answer`: one to four mutations, or now and then a broken envelope. Lists are cut to
 * `itemsPerList` first unless `shrink` is false (the caller cut what should be cut).
 */
export function mutatedAnswer(
  answer: unknown,
  { shrink = true }: { shrink?: boolean } = {},
): fc.Arbitrary<unknown> {
  const base = shrink ? shrinkAnswer(answer) : answer;
  const paths = pathsOf(base);
  return fc.oneof(
    {
      weight: 19,
      arbitrary: fc
        .array(mutation, { minLength: 1, maxLength: 4 })
        .map((changes) => changes.reduce((root, change) => apply(root, paths, change), base)),
    },
    { weight: 1, arbitrary: brokenEnvelope },
  );
}
