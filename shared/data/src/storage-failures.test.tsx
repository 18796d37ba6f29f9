import { renderHook, waitFor } from '@testing-library/react';
import {
  createTestQueryClient,
  flushScheduledWrites,
  setUpMockApi,
  wrapperFor,
} from '@site-chrome/dev/testing';
import { useMenuTabs } from './market-lists/menu-tabs';

setUpMockApi();

function renderMenuTabs() {
  return renderHook(() => useMenuTabs({ language: 'en' }), { wrapper: wrapperFor(createTestQueryClient()) });
}

describe('given storage that throws', () => {
  it('when every read and write throws (blocked storage), still shows the fresh answer', async () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);

    const { result } = renderMenuTabs();

    await waitFor(() => expect(result.current.data?.length).toBeGreaterThan(0));
    await flushScheduledWrites();
    expect(result.current.isError).toBe(false);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('could not read'),
      expect.any(DOMException),
    );
  });

  it('when even reaching localStorage throws (sandboxed frame), still shows the fresh answer', async () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });

    const { result } = renderMenuTabs();

    await waitFor(() => expect(result.current.data?.length).toBeGreaterThan(0));
    await flushScheduledWrites();
    expect(result.current.isError).toBe(false);
  });

  it('when the quota is full, shows the fresh answer and logs that the copy was not written', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    const { result } = renderMenuTabs();

    await waitFor(() => expect(result.current.data?.length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(
        expect.stringContaining('could not write'),
        expect.any(DOMException),
      ),
    );
    expect(result.current.isError).toBe(false);
  });
});
