import * as z from '@site-chrome/runtime/schema-kit';
import {
  booleanField,
  commaListField,
  numberField,
  numericEnumField,
  textField,
  textRecordField,
} from './coercion';

describe('booleanField', () => {
  const flag = booleanField();

  it.each([true, 1, '1', 'true'])('reads %p as true', (value) => {
    expect(flag.parse(value)).toBe(true);
  });

  it.each([false, 0, '0', 'false', '', null])('reads %p as false (the z.coerce.boolean trap)', (value) => {
    expect(flag.parse(value)).toBe(false);
  });

  it.each([undefined, 'yes', 2, {}, []])('falls back for %p', (value) => {
    expect(flag.parse(value)).toBe(false);
    expect(booleanField(true).parse(value)).toBe(true);
  });

  it('keeps an explicit false even when the fallback is true', () => {
    expect(booleanField(true).parse('false')).toBe(false);
    expect(booleanField(true).parse(null)).toBe(false);
  });
});

describe('numberField', () => {
  it('accepts numbers and numeric strings', () => {
    expect(numberField().parse(3.5)).toBe(3.5);
    expect(numberField().parse(' -2.25 ')).toBe(-2.25);
    expect(numberField().parse('1e3')).toBe(1000);
  });

  it.each(['abc', '', '12abc', null, undefined, true, Number.NaN, Number.POSITIVE_INFINITY])(
    'falls back for %p',
    (value) => {
      expect(numberField(7).parse(value)).toBe(7);
    },
  );
});

describe('given a number string built to make a regular expression backtrack', () => {
  it('reads 100,000 digits and a letter as junk (the pattern is linear, the bench times it)', () => {
    expect(numberField(7).parse(`${'1'.repeat(100_000)}x`)).toBe(7);
    expect(numberField(7).parse('1'.repeat(400))).toBe(7);
  });
});

describe('textField', () => {
  it('keeps strings, stringifies numbers, falls back otherwise', () => {
    expect(textField().parse('BTC')).toBe('BTC');
    expect(textField().parse(42)).toBe('42');
    expect(textField('USD').parse(null)).toBe('USD');
    expect(textField('USD').parse({})).toBe('USD');
  });
});

describe('numericEnumField', () => {
  const mode = numericEnumField([1, 2], 1);

  it('accepts the codes as numbers or digit strings', () => {
    expect(mode.parse(2)).toBe(2);
    expect(mode.parse('2')).toBe(2);
  });

  it.each([3, '9', 'sideways', null, undefined, true])('falls back for %p', (value) => {
    expect(mode.parse(value)).toBe(1);
  });
});

describe('commaListField', () => {
  it('splits, trims and drops empty parts', () => {
    expect(commaListField().parse('Layer 1, DeFi,,Meme ')).toEqual(['Layer 1', 'DeFi', 'Meme']);
  });

  it('tolerates an array of strings and ignores the rest', () => {
    expect(commaListField().parse(['AI', 3, ' RWA'])).toEqual(['AI', 'RWA']);
  });

  it('gives a fresh empty list for junk', () => {
    const first = commaListField().parse(5);
    first.push('mutated');
    expect(commaListField().parse(null)).toEqual([]);
  });
});

describe('textRecordField', () => {
  it('keeps text values, stringifies numbers and drops the rest', () => {
    const schema = z.object({ names: textRecordField() });
    expect(schema.parse({ names: { en: 'English', n: 1, bad: {} } }).names).toEqual({
      en: 'English',
      n: '1',
    });
    expect(schema.parse({ names: 'nope' }).names).toEqual({});
  });
});
