import { announcementPageKey } from './announcement-page-key';

describe('announcementPageKey', () => {
  it.each(['/', '/de', '/zh-tw', '/pt-br/'])('files the home page %s under index', (path) => {
    expect(announcementPageKey(path)).toBe('index');
  });

  it.each([
    '/myaccount',
    '/myaccount/myfunds',
    '/myaccount/profile',
    '/de/myaccount/myfunds',
    '/zh-tw/myaccount',
  ])('files the account page %s under wallet', (path) => {
    expect(announcementPageKey(path)).toBe('wallet');
  });

  it.each(['/trade/BTC_USDT', '/de/trade/BTC_USDT', '/myaccounts', '/price', '/futures/USDT/BTC_USDT'])(
    'gives %s no announcement',
    (path) => {
      expect(announcementPageKey(path)).toBeUndefined();
    },
  );
});
