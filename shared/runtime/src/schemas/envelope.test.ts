import * as z from '@site-chrome/runtime/schema-kit';
import { parseEnvelopeList, readEnvelopeData, readEnvelopeList } from './envelope';

const itemSchema = z.object({ name: z.string() });

describe('envelope readers', () => {
  it('read data and data.list only from a success envelope', () => {
    expect(readEnvelopeData({ code: 0, data: { a: 1 } })).toEqual({ a: 1 });
    expect(readEnvelopeData({ code: 1, data: { a: 1 } })).toBeUndefined();
    expect(readEnvelopeData({ code: 200, data: 5 }, 200)).toBe(5);
    expect(readEnvelopeList({ code: 0, data: { list: [1] } })).toEqual([1]);
    expect(readEnvelopeList({ code: 0, data: [1] })).toBeUndefined();
  });
});

describe('parseEnvelopeList', () => {
  it('answers [] silently for a business error code', () => {
    const warn = jest.spyOn(console, 'warn');
    expect(parseEnvelopeList(itemSchema, { code: 10001, message: 'login required' }, 'thing')).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers [] with one warning when a success answer has no list', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseEnvelopeList(itemSchema, { code: 0, data: 'malformed' }, 'thing')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('parses the items of a success answer', () => {
    expect(parseEnvelopeList(itemSchema, { code: 0, data: { list: [{ name: 'a' }] } }, 'thing')).toEqual([
      { name: 'a' },
    ]);
  });
});
