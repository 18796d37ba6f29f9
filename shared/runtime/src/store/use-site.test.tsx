import { act, renderHook } from '@testing-library/react';
import { siteTable } from '@site-chrome/rules/sites';
import { chromeStore } from './chrome-store';
import { useSite } from './use-site';

afterEach(() => act(() => chromeStore.setState({ site: 'main' })));

describe('useSite', () => {
  it("gives the page's sub-site as its row of the site table, the same object on every render", () => {
    act(() => chromeStore.setState({ site: 'eu' }));
    const { result, rerender } = renderHook(() => useSite());
    const first = result.current;

    rerender();

    expect(first).toBe(siteTable.find((site) => site.key === 'eu'));
    expect(result.current).toBe(first);
  });

  it('follows the store when the host switches the sub-site', () => {
    const { result } = renderHook(() => useSite());

    act(() => chromeStore.setState({ site: 'jp' }));

    expect(result.current.key).toBe('jp');
    expect(result.current.fiatPathSuffix).toBe('/JPY');
  });
});
