import * as z from '@site-chrome/runtime/schema-kit';
import { describeItem, listField, namedSkipsPerList, parseList, previewValue } from './parse-list';

const itemSchema = z.object({ name: z.string().check(z.minLength(1)) });

describe('parseList', () => {
  it('skips a bad item with exactly one warning naming it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const items = parseList(
      itemSchema,
      [{ name: 'a' }, { name: '', code: 'broken_one' }, { name: 'c' }],
      'thing',
    );
    expect(items).toEqual([{ name: 'a' }, { name: 'c' }]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('thing #1 (code "broken_one")');
  });

  it('answers [] with one warning when the value is not a list', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseList(itemSchema, { list: [] }, 'thing')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('given a list of junk, names the first five skipped items and counts the rest in one line', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});

    expect(
      parseList(
        itemSchema,
        Array.from({ length: 500 }, () => null),
        'thing',
      ),
    ).toEqual([]);

    expect(warn).toHaveBeenCalledTimes(namedSkipsPerList + 1);
    expect(warn).toHaveBeenLastCalledWith('[schemas] Skipped 495 more thing items of the same list');
  });

  it('writes no warning when every item is good', () => {
    const warn = jest.spyOn(console, 'warn');
    parseList(itemSchema, [{ name: 'a' }], 'thing');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('listField', () => {
  const parentSchema = z.object({ children: listField(itemSchema, 'child') });

  it('treats a missing or null list as empty, silently', () => {
    const warn = jest.spyOn(console, 'warn');
    expect(parentSchema.parse({}).children).toEqual([]);
    expect(parentSchema.parse({ children: null }).children).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('skips bad children with their own warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parentSchema.parse({ children: [{ name: 'ok' }, 7] }).children).toEqual([{ name: 'ok' }]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('describeItem', () => {
  it('falls back to a shortened JSON rendering', () => {
    expect(describeItem('x'.repeat(200), 3)).toMatch(/^#3 "x+\.\.\.$/);
    expect(describeItem([1, 'btc_usdt'], 0)).toBe('#0 [1,"btc_usdt"]');
  });
});

describe('previewValue', () => {
  it('renders small values as JSON would', () => {
    expect(previewValue({ a: [1, 'b', null] })).toBe('{"a":[1,"b",null]}');
  });

  it('given a value nested 10,000 levels deep, renders its top without overflowing the stack', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 10_000; level += 1) deep = [deep];

    expect(previewValue(deep)).toBe('[[[...]]]');
    expect(describeItem(deep, 0)).toBe('#0 [[[...]]]');
  });

  it('given an object whose toString is not a function, still renders it', () => {
    expect(previewValue({ toString: 'x', valueOf: 'y' })).toBe('{"toString":"x","valueOf":"y"}');
  });
});
