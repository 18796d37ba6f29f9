import { parseAlphaTokensResponse } from './alpha-token';

describe('parseAlphaTokensResponse', () => {
  it('keeps the list fields and coerces ranks and times to numbers', () => {
    const [token] = parseAlphaTokensResponse({
      code: 0,
      data: {
        list: [
          {
            market: 'memebox_sol_cat1',
            show_pair: 'CAT1/USDT',
            address: 'So1111',
            chain: 'SOL',
            icon: '/cat.png',
            chain_icon: '/sol.png',
            seo_path: 'cat1-sol',
            hot_rank: '3',
            buy_start: '1755000000',
            categories: 'Meme',
          },
        ],
      },
    });
    expect(token).toEqual({
      market: 'memebox_sol_cat1',
      show_pair: 'CAT1/USDT',
      address: 'So1111',
      chain: 'SOL',
      icon: '/cat.png',
      chain_icon: '/sol.png',
      seo_path: 'cat1-sol',
      hot_rank: 3,
      buy_start: 1_755_000_000,
      categories: ['Meme'],
    });
  });

  it('skips a token without an address with one warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseAlphaTokensResponse({ code: 0, data: { list: [{ show_pair: 'X/USDT' }] } })).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
