import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { resetLoggedErrors } from '../logging/logger';
import { HostCallbacksProvider, useHostCallbacks, type HostCallbacks } from './host-callbacks';

beforeEach(() => resetLoggedErrors());

describe('useHostCallbacks', () => {
  it("gives what the remote's top component provides, however deep the caller", () => {
    const callbacks: HostCallbacks = { onLogin: jest.fn(), fiatChange: 'live' };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <HostCallbacksProvider value={callbacks}>
        <div>{children}</div>
      </HostCallbacksProvider>
    );

    const { result } = renderHook(() => useHostCallbacks(), { wrapper });

    expect(result.current).toBe(callbacks);
  });

  it('outside a provider: no callbacks, and the props default of reloading after a fiat change', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useHostCallbacks());

    expect(result.current).toEqual({ fiatChange: 'reload' });
  });

  it('outside a provider warns once, naming the provider to add and how (header spec section 8)', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rerender } = renderHook(() => useHostCallbacks());
    rerender();

    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[site-chrome\] useHostCallbacks: must be used within a HostCallbacksProvider.*defineExposedComponent.*<HostCallbacksProvider value=\{props\}>/,
      ),
    );
  });

  it('inside a provider says nothing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <HostCallbacksProvider value={{ fiatChange: 'live' }}>{children}</HostCallbacksProvider>
    );
    renderHook(() => useHostCallbacks(), { wrapper });

    expect(warn).not.toHaveBeenCalled();
  });
});
