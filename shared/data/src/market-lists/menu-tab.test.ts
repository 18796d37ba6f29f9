import { parseMenuTabsResponse } from './menu-tab';

describe('parseMenuTabsResponse', () => {
  it('reads market, title and sub-tabs', () => {
    expect(
      parseMenuTabsResponse({
        code: 0,
        data: { list: [{ market: 'trade', title: 'Spot', sub: [{ market: 'USDT', title: 'USDT' }] }] },
      }),
    ).toEqual([{ market: 'trade', title: 'Spot', sub: [{ market: 'USDT', title: 'USDT' }] }]);
  });

  it('skips a tab or sub-tab without its market key, with one warning each', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const tabs = parseMenuTabsResponse({
      code: 0,
      data: { list: [{ title: 'No key' }, { market: 'pilot', sub: [{ title: 'No key' }] }] },
    });
    expect(tabs).toEqual([{ market: 'pilot', title: '', sub: [] }]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
