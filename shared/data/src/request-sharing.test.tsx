import { renderHook, waitFor } from '@testing-library/react';
import { commonDataPath, useCommonData } from './common-data/common-data';
import { createTestQueryClient, requestsTo, setUpMockApi, wrapperFor } from '@site-chrome/dev/testing';
import { headerMenuPath, useHeaderMenu } from './header-menu/header-menu';
import { spotMarketsPath, useSpotMarkets } from './market-lists/spot-markets';

setUpMockApi();

describe('given two parts of the page that need the same data at once', () => {
  it('the header and the search share one spot market request', async () => {
    const { result } = renderHook(() => ({ header: useSpotMarkets(), search: useSpotMarkets() }), {
      wrapper: wrapperFor(createTestQueryClient()),
    });

    await waitFor(() => expect(result.current.search.data?.length).toBeGreaterThan(0));
    expect(result.current.header.data).toBe(result.current.search.data);
    expect(requestsTo(spotMarketsPath)).toHaveLength(1);
  });

  it('two separately mounted remotes on one QueryClient share one common data request', async () => {
    const pageClient = createTestQueryClient();
    const header = renderHook(() => useCommonData({ language: 'en', subWebsiteId: 0 }), {
      wrapper: wrapperFor(pageClient),
    });
    const footer = renderHook(() => useCommonData({ language: 'en', subWebsiteId: 0 }), {
      wrapper: wrapperFor(pageClient),
    });

    await waitFor(() => expect(footer.result.current.isSuccess).toBe(true));
    expect(header.result.current.data).toBe(footer.result.current.data);
    expect(requestsTo(commonDataPath)).toHaveLength(1);
  });

  it('two languages are two requests, each sending its own lang', async () => {
    const { result } = renderHook(
      () => ({ english: useHeaderMenu({ language: 'en' }), german: useHeaderMenu({ language: 'de' }) }),
      { wrapper: wrapperFor(createTestQueryClient()) },
    );

    await waitFor(() =>
      expect(result.current.german.isSuccess && result.current.english.isSuccess).toBe(true),
    );
    const languages = requestsTo(headerMenuPath).map((url) => url.searchParams.get('lang'));
    expect(languages.sort()).toEqual(['de', 'en']);
  });
});
