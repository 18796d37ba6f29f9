import { expect, type Page } from '@playwright/test';
import type { AxeLedger } from './axe-ledger';

/*
 * The footer's and the EU cookie banner's states for the accessibility matrix, found by role and
 * `data-track`, never by name (the right-to-left run is in Arabic).
 */

const footer = 'footer';
const dialog = '[role="dialog"]';

/** The EU home page's cookie banner, then Accept, so it no longer covers the footer. */
export async function checkCookieBanner(page: Page, ledger: AxeLedger): Promise<void> {
  const accept = page.locator('[data-track="cookie-policy-accept"]');
  await expect(accept).toBeVisible();
  await ledger.check('Header', 'EU cookie banner', 'section:has([data-track="cookie-policy-accept"])');
  await accept.click();
  await expect(accept).toHaveCount(0);
}

/**
 * The footer with its language and currency choosers (they load near the end of the page); below 768 px
 * with every accordion heading opened; and a visitor's download dialog.
 */
export async function checkFooter(page: Page, ledger: AxeLedger): Promise<void> {
  await page.locator(footer).scrollIntoViewIfNeeded();
  await page.keyboard.press('End');
  await expect(page.locator(`${footer} select`)).toHaveCount(2);
  await ledger.check('Footer', 'footer with its choosers', footer);

  const headings = page.locator(`${footer} button[aria-expanded="false"]`);
  if ((await headings.count()) > 0) {
    while ((await headings.count()) > 0) await headings.first().click();
    await ledger.check('Footer', 'accordion open', footer);
  }

  const download = page.locator(`${footer} a[href*="download?pos=footer"]`);
  await download.scrollIntoViewIfNeeded();
  await download.click();
  await expect(page.locator(`${dialog} img`)).toBeVisible();
  await ledger.check('Footer', 'download dialog', dialog);
  await page.keyboard.press('Escape');
  await expect(page.locator(dialog)).toHaveCount(0);
}
