import { parseMenuTabsResponse } from './menu-tab';

describe('parseMenuTabsResponse', () => {
  it('reads market, title and sub-tabs', () => {
    expect(
      parseMenuTabsResponse({
        code: 0,
        data: { list: [{ market: 'trade', title: 'Spot', sub: [{ market: 'USDT', title: 'USDT' }] }] },
      }),
    ).toEqual([{ market: 'trade', title: 'Spot', sub: [{ market: 'USDT', title: 'USDT' }], options: [] }]);
  });

  it('reads the side-menu options, skipping one without its value', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const [tab] = parseMenuTabsResponse({
      code: 0,
      data: {
        list: [
          {
            market: 'memebox',
            title: 'Alpha',
            options: [{ value: 'Meme', title: 'Mèmes' }, { title: 'No value' }, { value: 'AI' }],
          },
        ],
      },
    });
    expect(tab?.options).toEqual([
      { value: 'Meme', title: 'Mèmes' },
      { value: 'AI', title: '' },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reads options that are not a list as none, with a warning, and keeps the tab', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const tabs = parseMenuTabsResponse({ code: 0, data: { list: [{ market: 'memebox', options: 'Meme' }] } });
    expect(tabs).toEqual([{ market: 'memebox', title: '', sub: [], options: [] }]);
    expect(warn).toHaveBeenCalled();
  });

  it('skips a tab or sub-tab without its market key, with one warning each', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const tabs = parseMenuTabsResponse({
      code: 0,
      data: { list: [{ title: 'No key' }, { market: 'pilot', sub: [{ title: 'No key' }] }] },
    });
    expect(tabs).toEqual([{ market: 'pilot', title: '', sub: [], options: [] }]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
