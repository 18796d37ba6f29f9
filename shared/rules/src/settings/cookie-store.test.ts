import { parseCookieString, readCookie, removeCookie, serializeCookie, writeCookie } from './cookie-store';
import type { CookieJar } from './cookie-store';

describe('reading cookies', () => {
  it('reads a value from document.cookie', () => {
    document.cookie = 'curr_fiat=EUR; path=/';
    expect(readCookie('curr_fiat')).toBe('EUR');
    document.cookie = 'curr_fiat=; max-age=0; path=/';
  });

  it('answers undefined for a missing cookie', () => {
    expect(readCookie('not_there', { cookie: 'a=1; b=2' })).toBeUndefined();
  });

  it('decodes percent-encoded values and strips quotes', () => {
    expect(readCookie('name', { cookie: 'name=a%20b' })).toBe('a b');
    expect(readCookie('quoted', { cookie: 'quoted="x"' })).toBe('x');
  });

  it('given a malformed value, returns it raw instead of throwing', () => {
    expect(readCookie('broken', { cookie: 'broken=%E0%A4%A; other=1' })).toBe('%E0%A4%A');
  });

  it('skips fragments without a name and keeps the first of repeated names', () => {
    const cookies = parseCookieString('=orphan; novalue; a=first; a=second; b=has=equals');
    expect([...cookies]).toEqual([
      ['a', 'first'],
      ['b', 'has=equals'],
    ]);
  });

  it('given a document that forbids cookies, reads nothing instead of throwing', () => {
    const sandboxed = {
      get cookie(): string {
        throw new Error('SecurityError');
      },
    } as CookieJar;
    expect(readCookie('csrftoken', sandboxed)).toBeUndefined();
  });
});

describe('writing cookies on an http page (jsdom serves http://localhost/)', () => {
  it('writes value, max-age, path / and samesite Lax, and no secure, which an http page could not keep', () => {
    const jar = { cookie: '' };

    writeCookie('curr_fiat', 'EUR', { maxAgeSeconds: 31536000 }, jar);

    expect(jar.cookie).toBe('curr_fiat=EUR; max-age=31536000; path=/; samesite=Lax');
  });

  it('encodes values that would break the cookie string', () => {
    expect(serializeCookie('note', 'a; b=c')).toBe('note=a%3B%20b%3Dc; path=/; samesite=Lax');
  });

  it('removes a cookie by expiring it on path /', () => {
    const jar = { cookie: '' };
    removeCookie('pver', {}, jar);
    expect(jar.cookie).toBe('pver=; max-age=0; path=/; samesite=Lax');
  });

  it('round-trips through a real document', () => {
    writeCookie('roundtrip', 'a b');
    expect(readCookie('roundtrip')).toBe('a b');
    removeCookie('roundtrip');
    expect(readCookie('roundtrip')).toBeUndefined();
  });
});
