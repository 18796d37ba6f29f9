import { chromeStore, createChromeStore } from './chrome-store';

describe('given a fresh store', () => {
  it('starts on the main site, light theme, English, USD, for a visitor on the home page', () => {
    const store = createChromeStore();

    expect(store.getState()).toMatchObject({
      site: 'main',
      path: '/',
      user: null,
      theme: 'light',
      skinChanged: false,
      language: 'en',
      fiat: 'USD',
    });
  });
});

describe('toggleTheme', () => {
  it('switches light to dark, marks the skin as changed and returns the new theme', () => {
    const store = createChromeStore();

    const theme = store.getState().toggleTheme();

    expect(theme).toBe('dark');
    expect(store.getState()).toMatchObject({ theme: 'dark', skinChanged: true });
  });

  it('switches dark back to light on the second toggle', () => {
    const store = createChromeStore();
    store.getState().toggleTheme();

    const theme = store.getState().toggleTheme();

    expect(theme).toBe('light');
    expect(store.getState().theme).toBe('light');
  });
});

describe('setTheme', () => {
  it('counts as the user changing the skin', () => {
    const store = createChromeStore();

    store.getState().setTheme('dark');

    expect(store.getState()).toMatchObject({ theme: 'dark', skinChanged: true });
  });
});

describe('applyHostProps', () => {
  it('applies what the host passed without marking the skin as changed', () => {
    const store = createChromeStore();

    store.getState().applyHostProps({ theme: 'dark', language: 'ar', site: 'eu' });

    expect(store.getState()).toMatchObject({ theme: 'dark', language: 'ar', site: 'eu', skinChanged: false });
  });

  it('leaves fields the host did not pass as they were', () => {
    const store = createChromeStore();
    store.getState().chooseFiat('EUR');

    store.getState().applyHostProps({ path: '/trade/BTC_USDT' });

    expect(store.getState()).toMatchObject({ fiat: 'EUR', path: '/trade/BTC_USDT' });
  });
});

describe('createChromeStore', () => {
  it('gives stores that do not see each other\u2019s changes, nor the page store\u2019s', () => {
    const first = createChromeStore();
    const second = createChromeStore();
    const pageTheme = chromeStore.getState().theme;

    first.getState().toggleTheme();
    first.getState().setLanguage('de');

    expect(second.getState()).toMatchObject({ theme: 'light', language: 'en', skinChanged: false });
    expect(chromeStore.getState().theme).toBe(pageTheme);
  });
});
