import type { AnnouncementPageKey } from './announcement';

/** Which announcement a page shows (footer spec 4): `index` on the home page, `wallet` on /myaccount pages. */
export function announcementPageKey(path: string): AnnouncementPageKey | undefined {
  const withoutLanguage = path.replace(/^\/(zh-tw|pt-br|[a-z]{2})(?=\/|$)/, '') || '/';
  if (withoutLanguage === '/') return 'index';
  if (withoutLanguage === '/myaccount' || withoutLanguage.startsWith('/myaccount/')) return 'wallet';
  return undefined;
}
