import {
  cookiePolicyReshowAfterMs,
  isHomePath,
  parseCookiePolicyAcceptedAt,
  shouldShowCookiePolicyBanner,
} from './cookie-policy';

const now = Date.UTC(2025, 5, 1);
const dayMs = 24 * 60 * 60 * 1000;
const euHome = { siteShowsCookiePolicy: true, isHomePage: true, now };

describe('the cookie policy banner', () => {
  it('shows on the EU home page when never accepted', () => {
    expect(shouldShowCookiePolicyBanner({ ...euHome, acceptedAt: null })).toBe(true);
  });

  it('stays hidden within 90 days of acceptance', () => {
    expect(shouldShowCookiePolicyBanner({ ...euHome, acceptedAt: now - 89 * dayMs })).toBe(false);
    expect(shouldShowCookiePolicyBanner({ ...euHome, acceptedAt: now - cookiePolicyReshowAfterMs })).toBe(
      false,
    );
  });

  it('shows again once the acceptance is older than 90 days', () => {
    expect(shouldShowCookiePolicyBanner({ ...euHome, acceptedAt: now - 91 * dayMs })).toBe(true);
  });

  it('never shows off the home page or off the EU site', () => {
    expect(shouldShowCookiePolicyBanner({ ...euHome, isHomePage: false, acceptedAt: null })).toBe(false);
    expect(shouldShowCookiePolicyBanner({ ...euHome, siteShowsCookiePolicy: false, acceptedAt: null })).toBe(
      false,
    );
  });

  it('treats a malformed stored timestamp as never accepted', () => {
    expect(parseCookiePolicyAcceptedAt('1717200000000')).toBe(1717200000000);
    expect(parseCookiePolicyAcceptedAt('yesterday')).toBeNull();
    expect(parseCookiePolicyAcceptedAt(null)).toBeNull();
  });
});

describe('isHomePath', () => {
  it('accepts / and the bare language prefix', () => {
    expect(isHomePath('/')).toBe(true);
    expect(isHomePath('/de/', '/de')).toBe(true);
    expect(isHomePath('/de', '/de')).toBe(true);
  });

  it('rejects other pages', () => {
    expect(isHomePath('/trade/BTC_USDT')).toBe(false);
    expect(isHomePath('/de/trade', '/de')).toBe(false);
  });
});
