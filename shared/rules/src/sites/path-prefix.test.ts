import { findSite } from './resolve-site';
import { mainSite } from './site-table';
import { readServerPathPrefix, sitePathPrefix, withPathPrefix } from './path-prefix';

const resolveSite = (keyOrId: string | number) => findSite(keyOrId) ?? mainSite;

describe('sitePathPrefix before the server answers', () => {
  it('adds nothing for English on the main site and /{language} for other languages', () => {
    expect(sitePathPrefix(resolveSite('main'), 'en')).toBe('');
    expect(sitePathPrefix(resolveSite('main'), 'zh-tw')).toBe('/zh-tw');
    expect(sitePathPrefix(resolveSite('main'), 'AR ')).toBe('/ar');
  });

  it('adds nothing for English on the Turkish and Japanese sites either, and /{language} for theirs', () => {
    expect(sitePathPrefix(resolveSite('tr'), 'en')).toBe('');
    expect(sitePathPrefix(resolveSite('tr'), 'tr')).toBe('/tr');
    expect(sitePathPrefix(resolveSite('jp'), 'en')).toBe('');
    expect(sitePathPrefix(resolveSite('jp'), 'ja')).toBe('/ja');
  });

  it("builds on the sub-site's base path", () => {
    const site = { languagePrefix: '/eu' };
    expect(sitePathPrefix(site, 'en')).toBe('/eu');
    expect(sitePathPrefix(site, 'de')).toBe('/eu/de');
  });
});

describe("sitePathPrefix once common data's lang_prefix is known", () => {
  it('uses the server prefix, even an empty one, over the computed rule', () => {
    expect(sitePathPrefix(resolveSite('main'), 'zh', '/cn')).toBe('/cn');
    expect(sitePathPrefix(resolveSite('main'), 'zh', '')).toBe('');
  });
});

describe('readServerPathPrefix', () => {
  it.each([
    ['', ''],
    ['/tr', '/tr'],
    ['/eu/de/', '/eu/de'],
    [' /zh-tw ', '/zh-tw'],
  ])('accepts %j as %j', (raw, expected) => {
    expect(readServerPathPrefix(raw)).toBe(expected);
  });

  it.each([
    ['//evil.example'],
    ['javascript:alert(1)'],
    ['https://evil.example'],
    ['/a b'],
    ['tr'],
    [7],
    [null],
  ])('refuses %j, so links never leave the site', (raw) => {
    expect(readServerPathPrefix(raw)).toBeNull();
  });
});

describe('withPathPrefix', () => {
  it.each([
    ['', '/trade/BTC_USDT', '/trade/BTC_USDT'],
    ['', 'help', '/help'],
    ['/de', '/trade/BTC_USDT', '/de/trade/BTC_USDT'],
    ['/de', 'help', '/de/help'],
    ['/de', '/', '/de'],
    ['/de', '/?pos=header', '/de?pos=header'],
    ['/zh-tw', '/price', '/zh-tw/price'],
  ])('(%j, %j) -> %j', (prefix, path, expected) => {
    expect(withPathPrefix(prefix, path)).toBe(expected);
  });
});
