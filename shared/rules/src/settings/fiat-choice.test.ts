/**
 * @jest-environment-options {"url": "https://www.exchange.example/"}
 */
import {
  chooseFiat,
  fiatCookieMaxAgeSeconds,
  fiatForDoNotSwitchToFiatPrice,
  storeFiatCookie,
} from './fiat-choice';

describe('choosing a fiat', () => {
  it('sets the current fiat, opens the currency-rate mode and closes the float-rate mode', () => {
    expect(chooseFiat('eur')).toEqual({
      currentFiat: 'EUR',
      currencyRateMode: 'open',
      floatRateMode: 'close',
    });
  });

  it('on an https page, stores curr_fiat for one year, on path /, secure', () => {
    const jar = { cookie: '' };

    storeFiatCookie('EUR', jar);

    expect(fiatCookieMaxAgeSeconds).toBe(31536000);
    expect(jar.cookie).toBe('curr_fiat=EUR; max-age=31536000; path=/; secure; samesite=Lax');
  });
});

describe("the don't-switch-to-fiat-price toggle", () => {
  it('sets USD when on and empty when off', () => {
    expect(fiatForDoNotSwitchToFiatPrice(true)).toBe('USD');
    expect(fiatForDoNotSwitchToFiatPrice(false)).toBe('');
  });
});
