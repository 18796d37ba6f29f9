/**
 * @jest-environment-options {"url": "https://www.exchange.example/"}
 */
import {
  parseBuyCryptoFiat,
  readBuyCryptoFiat,
  storeBuyCryptoFiat,
  withBuyCryptoFiat,
} from './buy-crypto-fiat';

describe('a Buy Crypto link', () => {
  it.each([
    ['/crypto/buy?crypto=USDT&fiat=USD', 'EUR', '/crypto/buy?crypto=USDT&fiat=EUR'],
    ['/crypto/buy?fiat=USD&crypto=BTC', 'BRL', '/crypto/buy?fiat=BRL&crypto=BTC'],
    ['/crypto/buy', 'EUR', '/crypto/buy?crypto=USDT&fiat=EUR'],
    ['/crypto/buy?crypto=USDT&fiat=USD#quick', 'TRY', '/crypto/buy?crypto=USDT&fiat=TRY#quick'],
  ])("%s carries the reader's fiat (%s)", (path, fiat, expected) => {
    expect(withBuyCryptoFiat(path, fiat)).toBe(expected);
  });

  it.each([
    '/crypto',
    '/crypto/buy-sell',
    '/buy-sell-crypto',
    '/p2p-express/buy/USD-USDT',
    'https://x.example/crypto/buy',
  ])('leaves %s alone', (path) => {
    expect(withBuyCryptoFiat(path, 'EUR')).toBe(path);
  });
});

describe('the stored buy-crypto fiat', () => {
  it('is written as buy_crypto_fiat_setting for one year, upper case, and read back', () => {
    const jar = { cookie: '' };

    expect(storeBuyCryptoFiat('eur', jar)).toBe(true);

    expect(jar.cookie).toBe('buy_crypto_fiat_setting=EUR; max-age=31536000; path=/; secure; samesite=Lax');
    expect(readBuyCryptoFiat(jar)).toBe('EUR');
  });

  it.each(['', 'EURO-1', '<script>', 'E', 'TOOLONGX'])('refuses %p: not written, not read', (value) => {
    const jar = { cookie: '' };

    expect(storeBuyCryptoFiat(value, jar)).toBe(false);
    expect(jar.cookie).toBe('');
    expect(
      readBuyCryptoFiat({ cookie: `buy_crypto_fiat_setting=${encodeURIComponent(value)}` }),
    ).toBeUndefined();
    expect(parseBuyCryptoFiat(value)).toBeUndefined();
  });
});
