import { isSafeLink, safeLinkSchema } from './safe-link';

describe('safeLinkSchema', () => {
  it.each([
    ['/trade/BTC_USDT', '/trade/BTC_USDT'],
    ['  /help  ', '/help'],
    ['/crypto/buy?crypto=USDT&fiat=USD', '/crypto/buy?crypto=USDT&fiat=USD'],
    ['https://www.example.com/a?b=c', 'https://www.example.com/a?b=c'],
    ['HTTP://example.com', 'HTTP://example.com'],
  ])('keeps %p', (value, expected) => {
    expect(safeLinkSchema.parse(value)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    '//evil.example.com/path',
    '/\\evil.example.com',
    '/\t/evil.example.com',
    'https://',
    'ftp://example.com/file',
    'mailto:someone@example.com',
    'trade/BTC_USDT',
    '#anchor',
    '',
  ])('turns %p into an empty link', (value) => {
    expect(safeLinkSchema.parse(value)).toBe('');
  });

  it.each([null, undefined, 42, {}, ['/a']])('turns the non-string %p into an empty link', (value) => {
    expect(safeLinkSchema.parse(value)).toBe('');
  });

  it('exposes the same rule as a predicate', () => {
    expect(isSafeLink('/ok')).toBe(true);
    expect(isSafeLink('javascript:void(0)')).toBe(false);
  });
});
