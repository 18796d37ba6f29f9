import fc from 'fast-check';
import { canonicalFragmentPath } from './fragment-path';

describe('the path a fragment URL carries', () => {
  it.each([
    ['/', '/'],
    ['/trade/BTC_USDT', '/trade/BTC_USDT'],
    ['/myaccount/myfunds/', '/myaccount/myfunds'],
    ['/%7euser/%41b', '/~user/Ab'],
    ['/a%2cb/%c3%a9', '/a%2Cb/%C3%A9'],
    ['/caf\u00e9 menu', '/caf%C3%A9%20menu'],
    ["/price(1);x=2:@!$&'*+", "/price(1);x=2:@!$&'*+"],
  ])('writes %p as %p', (path, canonical) => {
    expect(canonicalFragmentPath(path)).toBe(canonical);
  });

  it.each([
    ['another host', '//evil.example/x'],
    ['another host behind a backslash', '/\\evil.example'],
    ['a backslash anywhere', '/a\\b'],
    ['an escaped slash', '/%2F%2Fevil.example'],
    ['an escaped backslash', '/%5Cevil.example'],
    ['a relative path', 'trade'],
    ['an absolute URL', 'https://evil.example/'],
    ['a dot segment', '/a/../b'],
    ['an escaped dot segment', '/a/%2E%2E/b'],
    ['an empty segment', '/a//b'],
    ['a query', '/a?x=1'],
    ['a fragment', '/a#top'],
    ['a control character', '/a\tb'],
    ['an escaped control character', '/a%00b'],
    ['a malformed escape', '/100%'],
    ['escapes that are no UTF-8', '/%C0%AF'],
    ['a lone surrogate', '/\ud800'],
    ['a path over 200 characters', `/${'a'.repeat(200)}`],
    ['a 6,000-character path', `/${'a/'.repeat(3000)}`],
  ])('has none for %s', (_case, path) => {
    expect(canonicalFragmentPath(path)).toBeUndefined();
  });

  it('is canonical: a canonical path stays as it is, and it never names another host', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (rest) => {
        const canonical = canonicalFragmentPath(`/${rest}`);
        if (canonical === undefined) return;
        expect(canonicalFragmentPath(canonical)).toBe(canonical);
        expect(canonical.length).toBeLessThanOrEqual(200);
        expect(new URL(canonical, 'https://www.example.com/base/').origin).toBe('https://www.example.com');
        expect(canonical).toMatch(/^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/);
      }),
    );
  });
});
