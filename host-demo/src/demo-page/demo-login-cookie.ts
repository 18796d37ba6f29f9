import type { DemoSettings } from '@site-chrome/dev/demo';

/** Persona the mock API answers as: 0 visitor, 1 user, vip (tier > 0) or sub (sub-account). */
export function demoLoginCookieValue(settings: Pick<DemoSettings, 'login' | 'subAccount' | 'tier'>): string {
  if (!settings.login) return '0';
  if (settings.subAccount) return 'sub';
  return settings.tier > 0 ? 'vip' : '1';
}
