/**
 * @jest-environment-options {"url": "https://www.exchange.example/"}
 */
import { isDoNotSwitchToFiatPriceOn, readRateMode, storeRateMode } from './rate-modes';
import { parseSwitchState, switchCodes } from './settings-values';

describe('the switch enumeration', () => {
  it('codes close as 0 and open as 1 (header spec section 3), and reads codes or names back', () => {
    expect(switchCodes).toEqual({ close: 0, open: 1 });
    expect(parseSwitchState('1')).toBe('open');
    expect(parseSwitchState('0')).toBe('close');
    expect(parseSwitchState('open')).toBe('open');
    expect(parseSwitchState('2')).toBeUndefined();
    expect(parseSwitchState(undefined)).toBeUndefined();
  });
});

describe('the stored rate modes', () => {
  it('writes the float-rate mode as its switch code for one year and reads it back', () => {
    const jar = { cookie: '' };

    storeRateMode('floatRateMode', 'open', jar);

    expect(jar.cookie).toBe('float_rate_mode=1; max-age=31536000; path=/; secure; samesite=Lax');
    expect(readRateMode('floatRateMode', { cookie: 'float_rate_mode=1' })).toBe('open');
    expect(readRateMode('floatRateMode', { cookie: 'float_rate_mode=0' })).toBe('close');
  });

  it('writes the currency-rate mode under its own name', () => {
    const jar = { cookie: '' };

    storeRateMode('currencyRateMode', 'close', jar);

    expect(jar.cookie).toMatch(/^currency_rate_mode=0;/);
    expect(readRateMode('currencyRateMode', { cookie: 'currency_rate_mode=1' })).toBe('open');
  });

  it('reads a broken or missing cookie as never chosen', () => {
    expect(readRateMode('floatRateMode', { cookie: 'float_rate_mode=yes' })).toBeUndefined();
    expect(readRateMode('floatRateMode', { cookie: '' })).toBeUndefined();
  });
});

describe("the Don't-switch-to-fiat-price toggle", () => {
  it('shows the stored float-rate mode, whatever the fiat', () => {
    expect(isDoNotSwitchToFiatPriceOn('open', 'EUR')).toBe(true);
    expect(isDoNotSwitchToFiatPriceOn('close', 'USD')).toBe(false);
  });

  it('never chosen, shows on for USD as it did before the mode was stored', () => {
    expect(isDoNotSwitchToFiatPriceOn(undefined, 'USD')).toBe(true);
    expect(isDoNotSwitchToFiatPriceOn(undefined, 'EUR')).toBe(false);
  });
});
