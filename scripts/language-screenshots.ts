import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { languagesLookedAt, widthsLookedAt } from '../e2e/languages-looked-at';

/** One part of a language's picture: its caption and the PNG. */
interface Part {
  caption: string;
  png: Buffer;
}

/** The directory of the language pictures, relative to the repository root. */
const languageShotsDirectory = 'docs/screenshots/languages';

const header = (page: Page) => page.locator('header').first();

/**
 * The whole window's width from the top of the page down to the lowest box in `below` (a dropdown's holder,
 * whose panel is fixed and drawn outside it), or the header's bottom.
 */
async function shotDownTo(page: Page, below: Locator): Promise<Buffer> {
  const lowest = await below.evaluate((holder) =>
    Math.max(
      ...[holder, ...holder.querySelectorAll('*')].map((element) => element.getBoundingClientRect().bottom),
    ),
  );
  const headerBox = await header(page).boundingBox();
  const bottom = Math.max(lowest, headerBox ? headerBox.y + headerBox.height : 0);
  const width = page.viewportSize()?.width ?? 1280;
  return page.screenshot({
    clip: { x: 0, y: 0, width, height: Math.ceil(bottom) + 8 },
    animations: 'disabled',
  });
}

/** The header with its first dropdown open (desktop), or its Menu drawer with the first group open (phone). */
async function headerWithMenuOpen(page: Page, phone: boolean): Promise<Part> {
  if (phone) {
    await header(page).locator('[data-track="menu"]').click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    const group = drawer.locator('button[aria-expanded="false"][data-track^="nav:"]').first();
    await group.click();
    await page.waitForLoadState('networkidle');
    const png = await page.screenshot({ animations: 'disabled' });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    return { caption: 'header, Menu drawer with its first group open', png };
  }
  const group = header(page)
    .getByRole('navigation')
    .locator('button[aria-controls][data-track^="nav:"]')
    .first();
  await group.hover();
  const panel = page.locator(`[id="${await group.getAttribute('aria-controls')}"]`);
  await panel.locator('a').first().waitFor();
  await page.waitForLoadState('networkidle');
  // The panel grows into place (a transition): measured once it has.
  await panel.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  const png = await shotDownTo(page, panel);
  await page.mouse.move(0, 600);
  await panel.waitFor({ state: 'hidden' });
  return { caption: 'header, first dropdown open', png };
}

/** The footer, whole (the cookie banner, fixed to the window, accepted first so it does not cover it). */
async function footer(page: Page): Promise<Part> {
  const accept = page.locator('[data-track="cookie-policy-accept"]');
  if (await accept.isVisible()) await accept.click();
  const landmark = page.locator('footer').last();
  await landmark.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  return { caption: 'footer', png: await landmark.screenshot({ animations: 'disabled' }) };
}

/** The Language and region dialog (desktop), or the phone settings sheet that takes its place (phone). */
async function languageDialog(page: Page, phone: boolean): Promise<Part> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await header(page)
    .locator(`[data-track="${phone ? 'phone-settings' : 'language-region'}"]`)
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.waitForLoadState('networkidle');
  const png = phone
    ? await page.screenshot({ animations: 'disabled' })
    : await dialog.screenshot({ animations: 'disabled' });
  return { caption: phone ? 'phone settings sheet' : 'Language and region dialog', png };
}

/** The parts one above the other, each under its caption, drawn by the browser itself into one PNG. */
async function stacked(browser: Browser, title: string, parts: Part[], width: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width, height: 600 } });
  const figures = parts
    .map(
      ({ caption, png }) =>
        `<figure><figcaption>${caption}</figcaption><img src="data:image/png;base64,${png.toString('base64')}"></figure>`,
    )
    .join('');
  await page.setContent(
    `<!doctype html><style>
      body { margin: 0; background: #8a8f98; font: 14px/1.4 sans-serif; }
      h1 { margin: 0; padding: 8px 12px; font-size: 16px; color: #fff; }
      figure { margin: 0 0 16px; }
      figcaption { padding: 4px 12px; color: #fff; }
      img { display: block; max-width: 100%; margin: 0 auto; }
    </style><h1>${title}</h1>${figures}`,
  );
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  const png = await page.screenshot({ fullPage: true });
  await page.close();
  return png;
}

/**
 * One picture per language and width (docs/screenshots/languages/<lang>-<width>.png): the header with a menu
 * open, the footer and the language dialog, stacked, from the demo at `origin`.
 */
export async function takeLanguageShots(browser: Browser, origin: string, repositoryRoot: string) {
  mkdirSync(path.join(repositoryRoot, languageShotsDirectory), { recursive: true });
  for (const language of languagesLookedAt) {
    for (const { width, phone } of widthsLookedAt) {
      const page = await browser.newPage({ viewport: { width, height: phone ? 812 : 900 } });
      page.on('console', (message) => {
        if (message.type() === 'error')
          console.log(`  [${language} ${width}] console error: ${message.text()}`);
      });
      await page.goto(`${origin}/?lang=${language}`, { waitUntil: 'networkidle' });
      const parts = [
        await headerWithMenuOpen(page, phone),
        await footer(page),
        await languageDialog(page, phone),
      ];
      await page.close();
      const file = path.join(languageShotsDirectory, `${language}-${width}.png`);
      const png = await stacked(browser, `${language}, ${width} px`, parts, width);
      writeFileSync(path.join(repositoryRoot, file), png);
      console.log(`${file} (${Math.round(png.length / 1024)} KB)`);
    }
  }
}
