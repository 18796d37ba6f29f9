import { notificationSchema } from '@site-chrome/data/testing';
import { copyTradingPath, crossMarginPath, investPath, noticeTarget, strategyBotPath } from './notice-target';

const notice = (extras: Record<string, unknown>, template_id = '') =>
  notificationSchema.parse({ msg_id: 1, template_id, extras });

describe('noticeTarget', () => {
  it.each([
    ['the server link', { web_url: '/trade/SOL_USDT', url: '/other' }, '', '/trade/SOL_USDT'],
    ['the plain url', { url: '/strategybot/historyStrategy' }, '', '/strategybot/historyStrategy'],
    ['a startup', { startup_id: '301' }, '', '/startup/301'],
    ['a live stream', { stream_id: '9001' }, '', '/live/video/9001?type=live'],
    [
      'a futures contract',
      { contract: 'ETH_USDT', settle_asset: 'usdt' },
      'trade_1',
      '/futures/USDT/ETH_USDT',
    ],
    ['a margin notice on a currency', { contract: 'BTC' }, 'margin_call', crossMarginPath],
    ['a margin notice on a pair', { contract: 'ETH_USDT' }, 'margin_liquidation', '/margin_trade/ETH_USDT'],
    ['a margin notice on a market', { market: 'BTC_USDT' }, 'Margin_call', '/margin_trade/BTC_USDT'],
    ['an earn notice', {}, 'invest_matured', investPath],
    ['a market', { market: 'DOGE_USDT' }, 'markets_2', '/trade/DOGE_USDT'],
    ['a bot notice', {}, 'strategybot_stopped', '/strategybot/historyStrategy'],
    ['a bot notice by its short name', {}, 'bot_grid_closed', '/strategybot/historyStrategy'],
    ['a copy-trading notice', {}, 'copytrading_update', '/copytrading/underwayStrategy'],
    ['a copy-trading notice by its short name', {}, 'Copy_order_closed', '/copytrading/underwayStrategy'],
    ['nothing to go to', {}, 'platform_0', null],
  ])('leads to %s', (_name, extras, templateId, expected) => {
    expect(noticeTarget(notice(extras, templateId))).toBe(expected);
  });

  it('leads an earn notice to /invest and nowhere else', () => {
    expect(investPath).toBe('/invest');
    expect(noticeTarget(notice({ market: 'BTC_USDT' }, 'invest_matured'))).toBe('/invest');
  });

  it('leads a bot or copy-trading notice to its strategies, even when it names a market or contract', () => {
    expect(strategyBotPath).toBe('/strategybot/historyStrategy');
    expect(copyTradingPath).toBe('/copytrading/underwayStrategy');
    expect(noticeTarget(notice({ market: 'BTC_USDT' }, 'strategybot_grid_stopped'))).toBe(strategyBotPath);
    expect(noticeTarget(notice({ contract: 'ETH_USDT' }, 'copytrading_closed'))).toBe(copyTradingPath);
    // The server's own link still wins.
    expect(noticeTarget(notice({ url: '/strategybot/detail/7' }, 'strategybot_stopped'))).toBe(
      '/strategybot/detail/7',
    );
  });

  it('does not take a subject that only begins like one (botany_*, copycat_*)', () => {
    expect(noticeTarget(notice({ market: 'BTC_USDT' }, 'botany_1'))).toBe('/trade/BTC_USDT');
    expect(noticeTarget(notice({}, 'copycat_1'))).toBeNull();
  });

  it('has no link when isAllowHref is false, whatever else it says', () => {
    expect(noticeTarget(notice({ url: '/trade/BTC_USDT', isAllowHref: 0 }))).toBeNull();
    expect(noticeTarget(notice({ contract: 'BTC', isAllowHref: false }, 'margin_call'))).toBeNull();
    expect(noticeTarget(notice({ isAllowHref: false }, 'invest_matured'))).toBeNull();
    expect(noticeTarget(notice({ isAllowHref: 0 }, 'strategybot_stopped'))).toBeNull();
    expect(noticeTarget(notice({ isAllowHref: 0 }, 'copytrading_update'))).toBeNull();
  });

  it('refuses a script link the server sends', () => {
    expect(noticeTarget(notice({ web_url: 'javascript:alert(1)' }))).toBeNull();
  });
});
