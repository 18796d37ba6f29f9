import { defaultOptionsMarket, parseOptionsUnderlyingsResponse } from './options-underlying';

const response = {
  code: 0,
  data: { list: [{ name: 'BTC_USDT', icon_url_64: 'https://cdn.example.com/btc.png' }] },
};

describe('parseOptionsUnderlyingsResponse', () => {
  it('maps name and icon_url_64 to pair and icon under OPTIONS_CHAIN by default', () => {
    expect(defaultOptionsMarket).toBe('OPTIONS_CHAIN');
    expect(parseOptionsUnderlyingsResponse(response)).toEqual({
      OPTIONS_CHAIN: [{ pair: 'BTC_USDT', icon: 'https://cdn.example.com/btc.png' }],
    });
  });

  it('stores under the market key it is given', () => {
    expect(Object.keys(parseOptionsUnderlyingsResponse(response, 'OPTIONS_EU'))).toEqual(['OPTIONS_EU']);
  });

  it('skips an underlying without a name and blanks a data: icon', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const result = parseOptionsUnderlyingsResponse({
      code: 0,
      data: {
        list: [{ icon_url_64: '/x.png' }, { name: 'ETH_USDT', icon_url_64: 'data:image/png;base64,AAAA' }],
      },
    });
    expect(result.OPTIONS_CHAIN).toEqual([{ pair: 'ETH_USDT', icon: '' }]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
