import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { HostCallbacksProvider, useHostCallbacks, type HostCallbacks } from './host-callbacks';

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
    const { result } = renderHook(() => useHostCallbacks());

    expect(result.current).toEqual({ fiatChange: 'reload' });
  });
});
