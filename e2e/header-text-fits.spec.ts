import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { languagesLookedAt, widthsLookedAt } from './languages-looked-at';
import { watchPageErrors } from './page-errors';
import { textThatDoesNotFit } from './text-fits';

/*
 * No text of the header overflows its box in the languages we look at (e2e/languages-looked-at.ts), at a
 * desktop width and a phone's: the bar as it loads (each label on one line), then what its menu opens: every
 * dropdown at 1280 px, the Menu drawer with every group expanded at 375 px (there text may wrap, not spill),
 * then the Language and region dialog (the phone settings sheet at 375 px).
 * One page load per language and width. What "does not fit" means: e2e/text-fits.ts.
 */

const header = (page: Page) => page.getByRole('banner');

/** The page in `language`, once the header's menu and fonts are in. */
async function openDemo(page: Page, language: string, phone: boolean) {
  await page.goto(`/?lang=${language}`);
  await expect(header(page)).toHaveAttribute('lang', language);
  const menuReady = phone
    ? header(page).locator('[data-track="menu"]')
    : header(page).getByRole('navigation').locator('button[aria-controls]').first();
  await expect(menuReady).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Every dropdown of the bar, opened one at a time: what each one's panel does not fit. */
async function problemsInDropdowns(page: Page): Promise<string[]> {
  const groups = header(page).getByRole('navigation').locator('button[aria-controls]');
  const problems: string[] = [];
  for (const group of await groups.all()) {
    // Reached the way a reader does: the bar scrolls the button into view first.
    await group.hover();
    const panel = page.locator(`[id="${await group.getAttribute('aria-controls')}"]`);
    // Waited for in the page, frame by frame: expect's polling (100 ms, then 250, then 500) was most of the
    // test's time over seven dropdowns.
    await panel.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const shown = () =>
            element.querySelector('a')?.checkVisibility({ visibilityProperty: true })
              ? resolve()
              : requestAnimationFrame(shown);
          shown();
        }),
    );
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const label = (await group.textContent()) ?? '';
    problems.push(
      ...(await textThatDoesNotFit(panel, { oneLine: false })).map((problem) => `${label}: ${problem}`),
    );
  }
  return problems;
}

/** The Menu drawer, every group expanded: what it does not fit. */
async function problemsInDrawer(page: Page): Promise<string[]> {
  await header(page).locator('[data-track="menu"]').click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  // Groups inside a group show once it is expanded: clicked in the page (a reader's clicks, without
  // Playwright's checks before each one, a second per drawer) until none is left collapsed.
  await drawer.evaluate(async (element) => {
    const selector = 'button[aria-expanded="false"][data-track^="nav:"]';
    for (let group = element.querySelector<HTMLElement>(selector); group;) {
      group.click();
      await new Promise(requestAnimationFrame);
      group = element.querySelector<HTMLElement>(selector);
    }
  });
  const problems = await textThatDoesNotFit(drawer, { oneLine: false });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  return problems;
}

/** The Language and region dialog (desktop), or the phone settings sheet in its place: what it does not fit. */
async function problemsInLanguageDialog(page: Page, phone: boolean): Promise<string[]> {
  await page.mouse.move(0, 600);
  await header(page)
    .locator(`[data-track="${phone ? 'phone-settings' : 'language-region'}"]`)
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('[data-track^="language:"]').first()).toBeVisible();
  return textThatDoesNotFit(dialog, { oneLine: false });
}

for (const language of languagesLookedAt) {
  for (const { width, phone } of widthsLookedAt) {
    test.describe(`given the demo in ${language} at ${width} px`, () => {
      test.use({ viewport: { width, height: phone ? 812 : 900 } });

      test('no text of the header, its menu or its language dialog overflows its box', async ({ page }) => {
        const errors = watchPageErrors(page);
        await openDemo(page, language, phone);

        expect(await textThatDoesNotFit(header(page), { oneLine: true }), 'the bar').toEqual([]);
        const opened = phone ? await problemsInDrawer(page) : await problemsInDropdowns(page);
        expect(opened, phone ? 'the Menu drawer' : 'the dropdowns').toEqual([]);
        const dialog = await problemsInLanguageDialog(page, phone);
        expect(dialog, phone ? 'the phone settings sheet' : 'the Language and region dialog').toEqual([]);
        expect(errors.consoleErrors).toEqual([]);
      });
    });
  }
}

test.describe('given a header label restyled so that it does not fit', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // The check itself, on the Japanese Log In button: each style below is found and named, so the tests above
  // can fail. One page, restyled in place.
  test('the check names the label and what is wrong with it, for each way of not fitting', async ({
    page,
  }) => {
    await openDemo(page, 'ja', false);
    const logIn = header(page).locator('[data-track="login"]');
    const label = `"${(await logIn.textContent()) ?? ''}" (a, in data-track=login)`;
    const cases = [
      ['width: 24px; overflow: hidden', `${label}: its box is`],
      ['width: 24px; white-space: nowrap', `${label} spills out of its box`],
      ['width: 24px; white-space: normal; word-break: break-all', `${label} wraps onto more than one line`],
      ['position: relative; left: 2000px', `${label} is outside the window`],
      ['position: relative; left: 80px', `${label} overlaps`],
    ];

    for (const [style, problem] of cases) {
      await logIn.evaluate((element, value) => element.setAttribute('style', value), style);
      expect((await textThatDoesNotFit(header(page), { oneLine: true })).join('\n'), style).toContain(
        problem,
      );
    }
    // A word that would fit on the next line, split instead, in a language that spaces its words.
    await logIn.evaluate((element) => {
      element.setAttribute('style', 'width: 72px; white-space: normal; word-break: break-all');
      element.setAttribute('lang', 'ko');
      element.textContent = '이 이용할';
    });
    expect((await textThatDoesNotFit(header(page), { oneLine: false })).join('\n')).toContain(
      'breaks the word "이용할" across two lines',
    );
  });
});
