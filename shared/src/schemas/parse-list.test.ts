import * as z from '@site-chrome/shared/schema-kit';
import { describeItem, listField, parseList } from './parse-list';

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
