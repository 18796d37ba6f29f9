import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  getFixtures,
  createTestQueryClient,
  mockServer,
  setMockFault,
  setUpMockApi,
  wrapperFor,
  expectConsoleErrors,
} from '@site-chrome/dev/testing';
import { futuresContractsPath, useFuturesContracts } from './market-lists/futures-contracts';
import { useSpotMarkets } from './market-lists/spot-markets';

setUpMockApi();

// Every endpoint under every fault (HTTP 500, wrong shape, empty, time-out), with and without an earlier
// answer, is in api-faults.test.tsx; this file keeps the catalogue's own rules.

describe('when a request fails', () => {
  it('the failure is logged once, by the API client', async () => {
    const consoleError = expectConsoleErrors();
    setMockFault('error');

    const { result } = renderHook(() => useSpotMarkets(), { wrapper: wrapperFor(createTestQueryClient()) });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('GET /apiw/v2/market/spots failed'));
  });
});

describe('when the futures answer has a code other than 200', () => {
  it.each([0, 500])('code %p yields an empty object even though the list has contracts', async (code) => {
    mockServer.use(
      http.get(`*${futuresContractsPath}`, () =>
        HttpResponse.json({ code, data: { list: getFixtures().perpetualContracts } }),
      ),
    );

    const { result } = renderHook(() => useFuturesContracts(), {
      wrapper: wrapperFor(createTestQueryClient()),
    });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({});
  });
});
