import { signupPath } from './index';

describe('signupPath', () => {
  it('names the page to return to in redirect_url, encoded', () => {
    expect(signupPath('/de/trade/BTC_USDT')).toBe('/signup?redirect_url=%2Fde%2Ftrade%2FBTC_USDT');
    expect(signupPath('/markets?tab=hot&x=1')).toBe('/signup?redirect_url=%2Fmarkets%3Ftab%3Dhot%26x%3D1');
  });
});
