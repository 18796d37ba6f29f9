import type { ChromeProps } from '@site-chrome/runtime';
import { parseCookieString, settingsCookieNames } from '@site-chrome/rules/settings';
import { demoSettingsToProps, parseDemoSettings, splitLanguageSegment } from '@site-chrome/dev/demo';
import { switchedAccountCookieName } from '@site-chrome/dev/mock-api/cookie-names';

/** What the demo page's first script computes from its address and cookies (DemoPage's `chromeProps`). */
export interface DemoPageRequest {
  /** The page path without its language segment: the path the chrome's links are built from. */
  path: string;
  props: ChromeProps;
  /** The demo's `country` parameter (two letters, upper case), or '' for none: no chrome prop. */
  demoCountry: string;
}

/**
 * The demo page's chrome props for a request, the way `DemoPage` computes them in the browser from the
 * same address and cookies: the server renders the fragments with what the browser will hydrate with.
 */
export function demoPageRequest(url: URL, cookieHeader: string | undefined): DemoPageRequest {
  const segment = splitLanguageSegment(url.pathname);
  const parsed = parseDemoSettings(url.search);
  const cookies = parseCookieString(cookieHeader ?? '');
  // The account switched to (the mock API's cookie), as the browser's page reads it back.
  const settings = {
    ...parsed,
    ...(segment.language ? { language: segment.language } : {}),
    switchedAccount: cookies.get(switchedAccountCookieName) ?? '',
  };
  const fiat = cookies.get(settingsCookieNames.fiat);
  const props = demoSettingsToProps(settings, segment.path, url);
  return {
    path: segment.path,
    demoCountry: settings.country,
    props: fiat && /^[A-Za-z]{2,6}$/.test(fiat) ? { ...props, fiat: fiat.toUpperCase() } : props,
  };
}
