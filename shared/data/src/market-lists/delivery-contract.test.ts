import { coinIconUrl } from '@site-chrome/runtime/schemas';
import { deliveryContractSchema, parseDeliveryContractsResponse } from './delivery-contract';

describe('deliveryContractSchema', () => {
  it('maps a contract to icon, link, currencies, pair, full name and isST', () => {
    expect(
      deliveryContractSchema.parse({
        underlying: 'BTC_USDT',
        name: 'BTC_USDT_20251226',
        full_name: 'Bitcoin',
        is_tag_st: 'true',
      }),
    ).toEqual({
      // The coin icon host's URL, through the one image helper (quality 75, day number).
      icon: coinIconUrl('BTC'),
      name: 'BTC_USDT_20251226',
      link: '/futures-delivery/USDT/BTC_USDT_20251226',
      curr_a: 'BTC',
      curr_b: 'USDT',
      pair: 'BTC_USDT',
      full_name: 'Bitcoin',
      isST: true,
    });
  });

  it('reads the currencies from the name when the underlying is missing', () => {
    expect(deliveryContractSchema.parse({ name: 'ETH_USDT_20250926', is_tag_st: 'false' })).toMatchObject({
      curr_a: 'ETH',
      curr_b: 'USDT',
      pair: 'ETH_USDT',
      full_name: 'ETH',
      isST: false,
    });
  });
});

describe('parseDeliveryContractsResponse', () => {
  it('skips a contract without a name with one warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const contracts = parseDeliveryContractsResponse({
      code: 0,
      data: { list: [{ underlying: 'BTC_USDT' }, { underlying: 'BTC_USDT', name: 'BTC_USDT_20251226' }] },
    });
    expect(contracts).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
