import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { chromeStore, HostCallbacksProvider } from '@site-chrome/runtime';
import { expectConsoleErrors } from '@site-chrome/dev/testing';
import { useSelectCurrency } from './use-select-currency';

type HostCallbacks = Parameters<typeof HostCallbacksProvider>[0]['value'];

afterEach(() => chromeStore.setState({ fiat: 'USD', currencyRateMode: 'close', floatRateMode: undefined }));

describe('used outside the component that provides the currency (header spec section 8, misuse)', () => {
  it("throws the spec's message, saying what to render instead", () => {
    const consoleError = expectConsoleErrors();

    expect(() => renderHook(() => useSelectCurrency())).toThrow(
      /^\[site-chrome\] useSelectCurrency must be used within a CurrencyProvider: .*defineExposedComponent.*<HostCallbacksProvider value=\{props\}>/,
    );
    // Whatever React reports about the error it rethrows is the same error, not another one.
    for (const [message] of consoleError.mock.calls as unknown[][]) {
      expect(String(message)).not.toMatch(/Cannot read|undefined/);
    }
  });
});

describe('inside it', () => {
  const within =
    (host: HostCallbacks) =>
    ({ children }: { children: ReactNode }) => (
      <HostCallbacksProvider value={host}>{children}</HostCallbacksProvider>
    );

  it('a chosen fiat is stored, opens the currency-rate mode and reaches the host', () => {
    const onFiatChange = jest.fn();
    const { result } = renderHook(() => useSelectCurrency(), {
      wrapper: within({ fiatChange: 'live', onFiatChange }),
    });

    act(() => result.current.selectCurrency('EUR'));

    expect(result.current.fiat).toBe('EUR');
    expect(chromeStore.getState().currencyRateMode).toBe('open');
    expect(onFiatChange).toHaveBeenCalledWith('EUR');
  });

  it('the toggle pins USD, and reads as on', () => {
    const onFiatChange = jest.fn();
    const { result } = renderHook(() => useSelectCurrency(), {
      wrapper: within({ fiatChange: 'live', onFiatChange }),
    });

    act(() => result.current.setDoNotSwitchToFiatPrice(true));

    expect(result.current).toMatchObject({ fiat: 'USD', doNotSwitchToFiatPrice: true });
    expect(onFiatChange).toHaveBeenCalledWith('USD');
  });
});
