import { readCookie, removeCookie, writeCookie } from '@site-chrome/rules/settings';
import {
  demoSettingsToSearch,
  demoUser,
  parseDemoSettings,
  splitLanguageSegment,
  type DemoSettings,
} from '@site-chrome/dev/demo';
import {
  countryCookieName,
  loginCookieName,
  marketsCookieName,
  switchedAccountCookieName,
  switchTagCookieName,
  uidCookieName,
} from '@site-chrome/dev/mock-api/cookie-names';
import { useCallback, useEffect, useState } from 'react';
import { demoAddress } from './demo-address';
import { demoLoginCookieValue } from './demo-login-cookie';

/** The settings this page opened with, from its URL. */
export function readDemoSettings(): DemoSettings {
  const parsed = parseDemoSettings(window.location.search);
  // A language URL (/de/trade/BTC_USDT), where the header sends a reader who picks a language, wins over
  // the query: the header keeps the query as it was.
  const { language } = splitLanguageSegment(window.location.pathname);
  // The account the reader switched to, which the mock API's switch call keeps in a cookie: after the page
  // reloads, the page passes that account as the user, as a real page's server would.
  const switchedAccount = readCookie(switchedAccountCookieName) ?? '';
  return { ...parsed, ...(language ? { language } : {}), switchedAccount };
}

/**
 * The cookies the mock API reads the demo's settings from: who is logged in, where from, how many markets.
 * Written by the page's entry before the chrome's slots ask anything (`bootstrap.ts`), and again by the
 * app on every change: the slots mount before the app, and asked without them the API answered another
 * visitor (no landing country, so no regional redirect).
 */
export function writeDemoCookies(settings: DemoSettings): void {
  writeCookie(loginCookieName, demoLoginCookieValue(settings));
  // A real login sets the uid cookie, which the header's CDN health check puts in its reports.
  if (settings.login) writeCookie(uidCookieName, demoUser(settings).uid);
  else removeCookie(uidCookieName);
  // The mock API reports this as the visitor's landing country in common data.
  writeCookie(countryCookieName, settings.country);
  // The account switched to belongs to this sign-in: logging out (or in as someone else) forgets it.
  if (settings.login && settings.switchedAccount)
    writeCookie(switchedAccountCookieName, settings.switchedAccount);
  else removeCookie(switchedAccountCookieName);
  // The exchange sets `is_switch_tag` for a reader with linked accounts; the demo sets it when asked
  // (`switchtag=1`) and there is none, and takes it away when not.
  if (!settings.switchTag) removeCookie(switchTagCookieName);
  else if (readCookie(switchTagCookieName) === undefined) writeCookie(switchTagCookieName, '1');
  // How many spot markets the mock API answers (`markets=<n>`); empty for the fixtures' own.
  if (settings.marketCount > 0) {
    writeCookie(marketsCookieName, String(settings.marketCount));
  } else {
    removeCookie(marketsCookieName);
  }
}

/**
 * The demo's settings live in the URL (so any state can be linked to) and in React state (so changes
 * show at once). The mock API reads who is logged in, and where from, from cookies kept in step here.
 */
export function useDemoSettings(): [DemoSettings, (next: DemoSettings) => void] {
  const [settings, setSettings] = useState(readDemoSettings);

  useEffect(() => {
    writeDemoCookies(settings);
    // The language lives in the path, as on a language URL: the header's English URL then reads as English.
    const { pathname, search } = demoAddress(
      settings.language,
      window.location.pathname,
      demoSettingsToSearch(settings, new URLSearchParams(window.location.search)),
    );
    if (search !== window.location.search || pathname !== window.location.pathname) {
      window.history.replaceState(null, '', `${pathname}${search}${window.location.hash}`);
    }
  }, [settings]);

  const update = useCallback((next: DemoSettings) => setSettings(next), []);
  return [settings, update];
}
