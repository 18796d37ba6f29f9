import type { Language } from '@site-chrome/runtime';

/**
 * The languages whose chrome we look at, and test for text that overflows its box, at each width below:
 * the scripts that are not Latin (Japanese, Korean, Chinese, Arabic right to left, Russian's Cyrillic) and
 * Vietnamese's stacked diacritics, whose labels are the widest (Russian, Vietnamese) or the tallest. `npm run screenshots` (scripts/language-screenshots.ts) takes them and
 * e2e/header-text-fits.spec.ts checks them; one list, so what we look at is what the test checks.
 */
export const languagesLookedAt = ['ja', 'ko', 'zh', 'vi', 'ar', 'ru'] as const satisfies readonly Language[];

/**
 * A desktop window, whose header opens a dropdown, and a phone's, whose header (below 992 px) opens its Menu
 * drawer instead, and the phone settings sheet instead of the Language and region dialog.
 */
export const widthsLookedAt = [
  { width: 1280, phone: false },
  { width: 375, phone: true },
] as const;
