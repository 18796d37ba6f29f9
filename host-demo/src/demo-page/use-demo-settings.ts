import { writeCookie } from '@site-chrome/shared';
import {
  demoSettingsToSearch,
  countryCookieName,
  loginCookieName,
  parseDemoSettings,
  type DemoSettings,
} from '@site-chrome/shared/demo';
import { useCallback, useEffect, useState } from 'react';
import { demoLoginCookieValue } from './demo-login-cookie';

/**
 * The demo's settings live in the URL (so any state can be linked to) and in React state (so changes
 * show at once). The mock API reads who is logged in, and where from, from cookies kept in step here.
 */
export function useDemoSettings(): [DemoSettings, (next: DemoSettings) => void] {
  const [settings, setSettings] = useState(() => parseDemoSettings(window.location.search));

  useEffect(() => {
    writeCookie(loginCookieName, demoLoginCookieValue(settings), { secure: false });
    // The mock API reports this as the visitor's landing country in common data.
    writeCookie(countryCookieName, settings.country, { secure: false });
    const search = demoSettingsToSearch(settings, new URLSearchParams(window.location.search));
    if (search !== window.location.search) {
      window.history.replaceState(null, '', `${window.location.pathname}${search}${window.location.hash}`);
    }
  }, [settings]);

  const update = useCallback((next: DemoSettings) => setSettings(next), []);
  return [settings, update];
}
