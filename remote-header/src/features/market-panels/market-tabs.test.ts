import { marketTabView } from './market-tabs';

const t = (key: string, options?: { defaultValue: string }) =>
  ({ 'tabs.futures': 'Futures', 'subTabs.futures.Delivery': 'Delivery' })[key] ??
  options?.defaultValue ??
  key;

describe('marketTabView', () => {
  it("uses the server's title and sub-tabs for the market", () => {
    const view = marketTabView(
      'trade',
      [
        {
          market: 'trade',
          title: 'Spot',
          sub: [
            { market: 'USDT', title: 'USDT' },
            { market: 'BTC', title: '' },
          ],
          options: [
            { value: 'Meme', title: 'Mèmes' },
            { value: 'AI', title: '' },
          ],
        },
      ],
      t,
    );
    expect(view).toEqual({
      title: 'Spot',
      subTabs: [
        { market: 'USDT', title: 'USDT' },
        { market: 'BTC', title: 'BTC' },
      ],
      options: [
        { value: 'Meme', title: 'Mèmes' },
        { value: 'AI', title: 'AI' },
      ],
    });
  });

  it('falls back to our own tabs when the server has none for the market', () => {
    expect(marketTabView('futures', undefined, t)).toEqual({
      title: 'Futures',
      subTabs: [
        { market: 'USDT', title: 'USDT' },
        { market: 'BTC', title: 'BTC' },
        { market: 'Delivery', title: 'Delivery' },
      ],
      options: [],
    });
    expect(marketTabView('pilot', [], t).subTabs).toEqual([]);
  });
});
