/**
 * @jest-environment-options {"url": "https://www.exchange.example/"}
 */
import { readCookie, removeCookie, writeCookie } from './cookie-store';

describe('writing cookies on an https page', () => {
  it('marks every cookie secure, on path / and samesite Lax', () => {
    const jar = { cookie: '' };

    writeCookie('market_rise_color', 'risered', { maxAgeSeconds: 31536000 }, jar);

    expect(jar.cookie).toBe('market_rise_color=risered; max-age=31536000; path=/; secure; samesite=Lax');
  });

  it('expires a cookie with the same attributes', () => {
    const jar = { cookie: '' };

    removeCookie('sign', {}, jar);

    expect(jar.cookie).toBe('sign=; max-age=0; path=/; secure; samesite=Lax');
  });

  it('keeps the secure cookie in a real https document and removes it again', () => {
    writeCookie('curr_fiat', 'EUR');
    expect(readCookie('curr_fiat')).toBe('EUR');

    removeCookie('curr_fiat');

    expect(readCookie('curr_fiat')).toBeUndefined();
  });
});
