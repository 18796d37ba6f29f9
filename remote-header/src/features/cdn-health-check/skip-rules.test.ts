import { isCrawler, isSkippedChannel } from './skip-rules';

describe('isCrawler', () => {
  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Google AdSense', 'Mediapartners-Google'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['Yandex', 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)'],
    ['Baidu', 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)'],
    ['Yahoo', 'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)'],
    ['Facebook link previews', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['Twitter link previews', 'Twitterbot/1.0'],
    ['Ahrefs', 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)'],
    ['the Internet Archive', 'ia_archiver (+http://www.alexa.com/site/help/webmasters)'],
  ])('takes %s for a crawler', (_, userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  it.each([
    [
      'desktop Chrome',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    ],
    [
      'Safari on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ],
    [
      'a Cubot phone',
      'Mozilla/5.0 (Linux; Android 11; CUBOT NOTE 20 PRO) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    ],
    [
      'headless Chrome (the browser tests)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
    ],
  ])('takes %s for a reader', (_, userAgent) => {
    expect(isCrawler(userAgent)).toBe(false);
  });
});

describe('isSkippedChannel', () => {
  it.each([
    ['the ch parameter', '?ch=propads', undefined],
    ['the ch parameter in another case', '?lang=de&ch=PROPADS', undefined],
    ['the ch cookie', '', 'propads'],
    ['the cookie when the parameter names another channel', '?ch=trading_event1', 'PropAds'],
  ])('skips the propads channel from %s', (_, search, cookie) => {
    expect(isSkippedChannel(search, cookie)).toBe(true);
  });

  it.each([
    ['no channel', '', undefined],
    ['another channel', '?ch=trading_event1', 'newsletter'],
    ['a channel that only starts like it', '?ch=propads2', undefined],
    ['the name in another parameter', '?source=propads', undefined],
  ])('checks a visit with %s', (_, search, cookie) => {
    expect(isSkippedChannel(search, cookie)).toBe(false);
  });
});
