import { expect, test } from '../test';
import { watchPageErrors } from '../page-errors';
import { checkCookieBanner, checkFooter } from './accessibility-footer-states';
import {
  checkClosedHeader,
  checkHeaderDialogs,
  checkHeaderMenus,
  checkNavigation,
} from './accessibility-header-states';
import { AxeLedger } from './axe-ledger';
import { recordFigure } from './figures';

/*
 * Issue 13, item 9: axe (WCAG 2.0, 2.1 and 2.2, A and AA) finds nothing on the closed header, every open
 * menu, panel and dialog, and the footer, in light, dark and right-to-left, at 320, 768 and 1280 px.
 * One test per theme and width, opening the states one after another on two page visits (an EU visitor for
 * the cookie banner and the footer's download dialog, a signed-in user for the rest): one page per state
 * would take ten times as long.
 */

const themes = [
  { name: 'light', query: '' },
  { name: 'dark', query: '&theme=dark' },
  { name: 'right-to-left', query: '&lang=ar' },
] as const;

const widths = [320, 768, 1280] as const;

for (const theme of themes) {
  for (const width of widths) {
    test(`axe finds no violation in any state, ${theme.name} at ${width} px`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const errors = watchPageErrors(page);
      const ledger = new AxeLedger(page);
      await page.setViewportSize({ width, height: 900 });
      // The Markets notifications tab answers nothing, so the matrix sees "No data" and "Go to settings".
      await page.route(
        (url) =>
          url.pathname === '/apiw/v2/herald/get_notice_record' &&
          /^market/.test(url.searchParams.get('type') ?? ''),
        (route) => route.fulfill({ json: { code: 0, data: { list: [] } } }),
      );

      await page.goto(`/?site=eu${theme.query}`);
      await checkClosedHeader(page, ledger, 'closed, EU visitor');
      await checkCookieBanner(page, ledger);
      await checkFooter(page, ledger);

      await page.goto(`/?login=1${theme.query}`);
      await checkClosedHeader(page, ledger, 'closed, signed in');
      await checkNavigation(page, ledger);
      await checkHeaderMenus(page, ledger);
      await checkHeaderDialogs(page, ledger);

      for (const group of ledger.groups) {
        recordFigure(testInfo, {
          group: 'Accessibility',
          scenario: `${group.name}, ${theme.name}, ${width} px`,
          violations: group.findings.length,
          note: group.states.join('; '),
        });
      }
      expect(ledger.findings).toEqual([]);
      expect(errors.uncaught).toEqual([]);
      expect(errors.consoleErrors).toEqual([]);
    });
  }
}
