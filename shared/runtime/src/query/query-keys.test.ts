import { hashKey } from '@tanstack/react-query';
import { chromeQueryKeys } from './query-keys';

describe('chromeQueryKeys', () => {
  it('keys the header menu by sub-site too, so a sub-site switch never shows another sub-site’s menu', () => {
    expect(
      hashKey(chromeQueryKeys.headerMenu({ language: 'en', platform: 'web', subWebsiteId: 0 })),
    ).not.toBe(hashKey(chromeQueryKeys.headerMenu({ language: 'en', platform: 'web', subWebsiteId: 106 })));
  });

  it('puts the language in the key of per-language data', () => {
    expect(
      hashKey(chromeQueryKeys.headerMenu({ language: 'en', platform: 'web', subWebsiteId: 0 })),
    ).not.toBe(hashKey(chromeQueryKeys.headerMenu({ language: 'zh', platform: 'web', subWebsiteId: 0 })));
    expect(chromeQueryKeys.menuTabs({ language: 'ja' })).toContainEqual({ language: 'ja' });
    expect(chromeQueryKeys.announcements({ language: 'ar', subWebsiteId: 0 })).toContainEqual({
      language: 'ar',
      subWebsiteId: 0,
    });
    expect(chromeQueryKeys.footerMenu({ language: 'de', subWebsiteId: 106 })).toContainEqual({
      language: 'de',
      subWebsiteId: 106,
    });
  });

  it('hashes parameters the same whatever order they are written in', () => {
    expect(hashKey(chromeQueryKeys.commonData({ language: 'en', subWebsiteId: 0 }))).toBe(
      hashKey(chromeQueryKeys.commonData({ subWebsiteId: 0, language: 'en' })),
    );
  });

  it('files every key under one root, and user data under the account scope', () => {
    const keys = [
      chromeQueryKeys.spotMarkets({ timezone: '' }),
      chromeQueryKeys.announcements({ language: 'en', subWebsiteId: 0 }),
      chromeQueryKeys.notices({ tab: 'trade', language: 'en' }),
    ];
    for (const key of keys) expect(key[0]).toBe(chromeQueryKeys.all()[0]);
    expect(chromeQueryKeys.userInfo().slice(0, 2)).toEqual(chromeQueryKeys.account());
    expect(chromeQueryKeys.notices({ tab: 'trade', language: 'en' }).slice(0, 2)).toEqual(
      chromeQueryKeys.account(),
    );
  });
});
