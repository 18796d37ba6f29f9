import { parsePilotTokensResponse } from './pilot-token';

describe('parsePilotTokensResponse', () => {
  const pilot = (overrides: Record<string, unknown> = {}) => ({
    name: 'MOON',
    address: '0xabc',
    show_pair: 'MOON/USDT',
    icon: '/images/moon.png',
    chain_icon: '//evil.example.com/chain.png',
    seo_path: 'moon-eth',
    is_hot: '0',
    cate: 'Meme, AI',
    ...overrides,
  });

  it('moves cate to categories as a list and coerces is_hot', () => {
    const [token] = parsePilotTokensResponse({ code: 0, data: { list: [pilot()] } });
    expect(token).toMatchObject({ categories: ['Meme', 'AI'], is_hot: false, chain_icon: '' });
    expect(token).not.toHaveProperty('cate');
  });

  it('skips a token without an address with one warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      parsePilotTokensResponse({ code: 0, data: { list: [pilot({ address: '' }), pilot()] } }),
    ).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
