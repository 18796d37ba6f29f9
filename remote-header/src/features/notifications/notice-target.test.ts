import { notificationSchema } from '@site-chrome/data/notices';
import { crossMarginPath, noticeTarget } from './notice-target';

const notice = (extras: Record<string, unknown>) => notificationSchema.parse({ msg_id: 1, extras });

describe('noticeTarget', () => {
  it.each([
    ['the server link', { web_url: '/trade/SOL_USDT', url: '/other' }, '/trade/SOL_USDT'],
    ['the plain url', { url: '/strategybot/historyStrategy' }, '/strategybot/historyStrategy'],
    ['a startup', { startup_id: '301' }, '/startup/301'],
    ['a live stream', { stream_id: '9001' }, '/live/video/9001?type=live'],
    ['a futures contract', { contract: 'ETH_USDT', settle_asset: 'usdt' }, '/futures/USDT/ETH_USDT'],
    ['a margin notice on a currency', { contract: 'BTC' }, crossMarginPath],
    ['a market', { market: 'DOGE_USDT' }, '/trade/DOGE_USDT'],
    ['nothing to go to', {}, null],
  ])('leads to %s', (_name, extras, expected) => {
    expect(noticeTarget(notice(extras))).toBe(expected);
  });

  it('has no link when isAllowHref is false, whatever else it says', () => {
    expect(noticeTarget(notice({ url: '/trade/BTC_USDT', isAllowHref: 0 }))).toBeNull();
    expect(noticeTarget(notice({ contract: 'BTC', isAllowHref: false }))).toBeNull();
  });

  it('refuses a script link the server sends', () => {
    expect(noticeTarget(notice({ web_url: 'javascript:alert(1)' }))).toBeNull();
  });
});
