import { resetLoggedErrors } from '@site-chrome/runtime/testing';
import { expectConsoleErrors } from '@site-chrome/dev/testing';
import { parseAggregatedSearchProps } from './parse-aggregated-search-props';

afterEach(() => resetLoggedErrors());

const defaults = {
  language: 'en',
  fiatRates: {},
  currentFiat: 'USD',
  languagePrefix: '',
  marketRates: {},
  defaultP2PFiat: 'USD',
  searchVersion: 5,
  theme: 'light',
};

describe('AggregatedSearch props (footer spec section 7)', () => {
  it('gives safe defaults for every prop when none are passed', () => {
    expect(parseAggregatedSearchProps(undefined)).toEqual(defaults);
  });

  it('accepts the whole contract, normalising codes', () => {
    const props = parseAggregatedSearchProps({
      language: 'PT-BR',
      fiatRates: { eur: { symbol: '€', rate: 0.92 } },
      currentFiat: 'eur',
      languagePrefix: '/pt-br/',
      marketRates: { btc: 97_000, USDT: 1 },
      defaultP2PFiat: 'brl',
      searchVersion: 5,
      theme: 'dark',
      coinIconWhitelist: ['btc', 'ETH'],
    });

    expect(props).toEqual({
      language: 'pt-br',
      fiatRates: { EUR: { symbol: '€', rate: 0.92 } },
      currentFiat: 'EUR',
      languagePrefix: '/pt-br',
      marketRates: { BTC: 97_000, USDT: 1 },
      defaultP2PFiat: 'BRL',
      searchVersion: 5,
      theme: 'dark',
      coinIconWhitelist: ['BTC', 'ETH'],
    });
  });

  it('replaces each bad field by its default, keeps the good ones, and says so in one error', () => {
    const consoleError = expectConsoleErrors();
    const props = parseAggregatedSearchProps({
      language: 'xx',
      fiatRates: { EUR: { symbol: '€', rate: -1 } },
      currentFiat: 'EUR',
      languagePrefix: '//evil.example',
      searchVersion: 4,
      coinIconWhitelist: 'BTC',
    });

    expect(props).toEqual({ ...defaults, currentFiat: 'EUR' });
    expect(consoleError).toHaveBeenCalledTimes(1);
    const message = String(consoleError.mock.calls[0]?.[0]);
    for (const field of ['language', 'fiatRates', 'languagePrefix', 'searchVersion', 'coinIconWhitelist']) {
      expect(message).toContain(`${field}`);
    }
  });

  it.each(['javascript:alert(1)', 'https://evil.example', '/a b', '/\\evil'])(
    'refuses %s as a language prefix',
    (languagePrefix) => {
      const consoleError = expectConsoleErrors();
      expect(parseAggregatedSearchProps({ languagePrefix }).languagePrefix).toBe('');
      expect(consoleError).toHaveBeenCalledTimes(1);
    },
  );

  it('reports the same mistake once, however often the host renders', () => {
    const consoleError = expectConsoleErrors();
    parseAggregatedSearchProps({ theme: 'neon' });
    parseAggregatedSearchProps({ theme: 'neon' });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('treats props that are not an object as none, with one error', () => {
    const consoleError = expectConsoleErrors();
    expect(parseAggregatedSearchProps('dark')).toEqual(defaults);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
