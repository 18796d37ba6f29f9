import { formatPrice } from './format-price';

const inQuote = (language: string) => ({ language, fiat: undefined, quoteUsd: {} });
const inEuro = (language: string) => ({
  language,
  fiat: { code: 'EUR', symbol: '€', rate: 0.9 },
  quoteUsd: { USDT: 1 },
});

// Grouping and decimal marks follow the reader's language, Vietnamese and Russian (13 and 14) included.
describe('formatPrice', () => {
  it.each([
    ['en', '12,345.7 USDT'],
    ['de', '12.345,7 USDT'],
    ['vi', '12.345,7 USDT'],
    ['ru', '12\u00a0345,7 USDT'],
  ])('writes a price in its quote currency in %s as %p', (language, expected) => {
    expect(formatPrice('12345.678', 'usdt', inQuote(language))).toBe(expected);
  });

  it.each([
    ['en', '€11,111.1'],
    ['vi', '€11.111,1'],
    ['ru', '€11\u00a0111,1'],
  ])('writes a price in the reader’s fiat in %s as %p', (language, expected) => {
    expect(formatPrice('12345.678', 'USDT', inEuro(language))).toBe(expected);
  });

  it.each(['', '0', '-1', 'abc'])('writes nothing for %p', (price) => {
    expect(formatPrice(price, 'USDT', inQuote('ru'))).toBe('');
  });
});
