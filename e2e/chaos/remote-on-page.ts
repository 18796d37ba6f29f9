import { expect, type Locator, type Page } from '@playwright/test';
import type { RemoteName } from '../page-errors';
import type { ChromeTimes } from './chrome-probe';

/** The probe's figures for each remote's fallback and its real content. */
export const probeKeys: Record<RemoteName, { fallback: keyof ChromeTimes; real: keyof ChromeTimes }> = {
  header: { fallback: 'headerFallback', real: 'headerReal' },
  footer: { fallback: 'footerFallback', real: 'footerReal' },
  search: { fallback: 'searchFallback', real: 'searchReal' },
};

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search' });
const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });

/** Opens the header's Search dialog, which loads the search remote on first use. */
export async function openSearch(page: Page): Promise<void> {
  await searchButton(page).click();
  await expect(searchDialog(page)).toBeVisible();
}

/** The remote's fallback, as a reader meets it (the same checks as e2e/dead-remote.spec.ts). */
export async function expectFallback(page: Page, remote: RemoteName): Promise<void> {
  if (remote === 'header') {
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-fallback', 'header');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
  } else if (remote === 'footer') {
    await expect(page.getByRole('contentinfo')).toHaveAttribute('data-fallback', 'footer');
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
  } else {
    // The search's fallback is the header's own market search, in the same dialog.
    const dialog = searchDialog(page);
    await expect(dialog.getByRole('region', { name: 'Aggregated search' })).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Search' }).fill('btc');
    await expect(dialog.getByRole('option').first()).toHaveAccessibleName(/^BTC\//);
    // The first Escape clears the field (the combobox pattern), the second closes the dialog.
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('combobox', { name: 'Search' })).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

/** The real remote on the page (for the search: in the open Search dialog). */
export async function expectReal(page: Page, remote: RemoteName): Promise<void> {
  if (remote === 'header') {
    await expect(page.getByRole('banner')).not.toHaveAttribute('data-fallback', 'header');
    await expect(searchButton(page)).toBeVisible();
  } else if (remote === 'footer') {
    await expect(page.getByRole('contentinfo')).not.toHaveAttribute('data-fallback', 'footer');
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
  } else {
    await expect(
      searchDialog(page)
        .getByRole('region', { name: 'Aggregated search' })
        .getByRole('combobox', { name: 'Search' }),
    ).toBeVisible();
  }
}

/** The parts of the chrome not at fault, which must still be the real remotes. */
function otherParts(page: Page, remote: RemoteName): Locator[] {
  const header = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  return remote === 'header' ? [footer] : remote === 'footer' ? [header] : [header, footer];
}

/**
 * The page goes on: the other remotes are the real ones, and the control panel's Page theme still changes
 * them (the page's store and React are alive).
 */
export async function expectPageUsable(page: Page, remote: RemoteName): Promise<void> {
  // An open Search dialog is modal: the reader closes it before going on.
  if (await searchDialog(page).isVisible()) {
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
  }
  const others = otherParts(page, remote);
  for (const other of others) await expect(other).not.toHaveAttribute('data-fallback');
  const pageTheme = page.getByLabel('Page theme');
  const theme = (await pageTheme.inputValue()) === 'dark' ? 'light' : 'dark';
  await pageTheme.selectOption(theme);
  for (const other of others) await expect(other).toHaveAttribute('data-theme', theme);
}
