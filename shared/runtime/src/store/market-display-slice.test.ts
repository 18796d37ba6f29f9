/**
 * @jest-environment-options {"url": "https://localhost/"}
 */
// The preference cookies are `secure`; jsdom only keeps those on an https page.
import { createChromeStore } from './chrome-store';
import { selectMarketDisplay } from './use-market-display';

function clearCookies() {
  for (const name of [
    'market_rise_color',
    'change_reftime',
    'curr_fiat',
    'currency_rate_mode',
    'float_rate_mode',
    'buy_crypto_fiat_setting',
  ]) {
    document.cookie = `${name}=; max-age=0; path=/`;
  }
}

beforeEach(clearCookies);

describe('given a reader who never chose a rise colour', () => {
  it('shows green-up in English and red-up in Chinese', () => {
    const store = createChromeStore();
    expect(selectMarketDisplay(store.getState()).riseColour).toBe('risegreen');
    store.getState().applyHostProps({ language: 'zh' });
    expect(selectMarketDisplay(store.getState()).riseColour).toBe('risered');
  });

  it('after choosing Chinese in the chrome, stores red-up in the cookie', () => {
    const store = createChromeStore();
    store.getState().setLanguage('zh');
    expect(document.cookie).toContain('market_rise_color=risered');
    expect(store.getState().storedRiseColour).toBe('risered');
  });
});

describe('given a reader who chose green-up before', () => {
  it('keeps green-up when they switch to Chinese', () => {
    document.cookie = 'market_rise_color=risegreen; path=/';
    const store = createChromeStore();
    store.getState().setLanguage('zh');
    expect(document.cookie).toContain('market_rise_color=risegreen');
    expect(selectMarketDisplay(store.getState()).riseColour).toBe('risegreen');
  });
});

describe('on the US sub-site', () => {
  it('forces green-up and the 24h window whatever was chosen, and offers no other window', () => {
    const store = createChromeStore();
    store.getState().setRiseColour('risered');
    store.getState().setChangeWindow('utc8');
    store.getState().applyHostProps({ site: 'us' });
    const display = selectMarketDisplay(store.getState());
    expect(display).toMatchObject({
      riseColour: 'risegreen',
      changeWindow: '24h',
      canChooseRiseColour: false,
    });
    expect(display.changeWindowOptions).toEqual(['24h']);
  });

  it('elsewhere the stored choices apply', () => {
    const store = createChromeStore();
    store.getState().setRiseColour('risered');
    store.getState().setChangeWindow('utc8');
    expect(selectMarketDisplay(store.getState())).toMatchObject({
      riseColour: 'risered',
      changeWindow: 'utc8',
    });
    expect(document.cookie).toContain('change_reftime=utc8');
  });
});

describe('choosing a fiat', () => {
  it('stores it in curr_fiat and opens the currency-rate mode', () => {
    const store = createChromeStore();
    store.getState().chooseFiat('eur');
    expect(store.getState()).toMatchObject({ fiat: 'EUR', currencyRateMode: 'open' });
  });

  it('the "don\'t switch to fiat price" toggle sets USD when on and empty when off', () => {
    const store = createChromeStore();
    store.getState().setDoNotSwitchToFiatPrice(true);
    expect(store.getState().fiat).toBe('USD');
    store.getState().setDoNotSwitchToFiatPrice(false);
    expect(store.getState().fiat).toBe('');
  });
});

describe('the currency-rate and float-rate modes (stored settings)', () => {
  it('choosing a fiat stores the currency-rate mode open and the float-rate mode closed, and a new page reads both', () => {
    const store = createChromeStore();

    store.getState().chooseFiat('eur');

    expect(store.getState()).toMatchObject({ fiat: 'EUR', currencyRateMode: 'open', floatRateMode: 'close' });
    expect(createChromeStore().getState()).toMatchObject({
      currencyRateMode: 'open',
      floatRateMode: 'close',
    });
  });

  it("the Don't-switch toggle stores the float-rate mode, open while on", () => {
    const store = createChromeStore();
    expect(store.getState().floatRateMode).toBeUndefined();

    store.getState().setDoNotSwitchToFiatPrice(true);
    expect(store.getState()).toMatchObject({ fiat: 'USD', floatRateMode: 'open' });
    expect(createChromeStore().getState().floatRateMode).toBe('open');

    store.getState().setDoNotSwitchToFiatPrice(false);
    expect(store.getState()).toMatchObject({ fiat: '', floatRateMode: 'close' });
    expect(createChromeStore().getState().floatRateMode).toBe('close');
  });

  it('a fresh page starts with the currency-rate mode closed', () => {
    expect(createChromeStore().getState().currencyRateMode).toBe('close');
  });
});

describe('the buy-crypto fiat choice', () => {
  it('is stored (buy_crypto_fiat_setting) and read back by the next page', () => {
    const store = createChromeStore();
    expect(store.getState().buyCryptoFiat).toBeUndefined();

    store.getState().chooseBuyCryptoFiat('brl');

    expect(store.getState().buyCryptoFiat).toBe('BRL');
    expect(document.cookie).toContain('buy_crypto_fiat_setting=BRL');
    expect(createChromeStore().getState().buyCryptoFiat).toBe('BRL');
  });

  it('ignores a value that is not a fiat code', () => {
    const store = createChromeStore();

    store.getState().chooseBuyCryptoFiat('not a fiat');

    expect(store.getState().buyCryptoFiat).toBeUndefined();
    expect(document.cookie).not.toContain('buy_crypto_fiat_setting');
  });
});
