import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { benchOrigin, serveDemoIfNeeded } from './bench/chromium-bench';
import { takeLanguageShots } from './language-screenshots';

interface Shot {
  /** The PNG, relative to the repository root. */
  file: string;
  url: string;
  width: number;
  /** Window height (default 900). */
  height?: number;
  /** Only the window, as a phone shows it (default the whole page, except for a dialog). */
  windowOnly?: boolean;
  /** A button to click first (its data-track in the header), for a dialog; the shot is then the window. */
  click?: string;
}

const repositoryRoot = path.resolve(__dirname, '..');

/**
 * The pictures the READMEs show (committed, under docs/): run this after a change to the chrome so they show
 * the product as it is. Whole pages at desktop width, so the footer is in them; the phone's window as it
 * shows it (a whole-page shot would leave the cookie banner, fixed to the window, in the middle of the page).
 */
const documentedShots: Shot[] = [
  { file: 'docs/demo.png', url: '/', width: 1440 },
  { file: 'docs/screenshots/dark.png', url: '/?theme=dark&login=1&tier=2', width: 1440 },
  { file: 'docs/screenshots/rtl.png', url: '/myaccount/myfunds?lang=ar', width: 1440 },
  { file: 'docs/screenshots/phone-375.png', url: '/?site=eu', width: 375, height: 812, windowOnly: true },
];

/** More we look at before calling a change done, not committed (.screenshots/ is git-ignored). */
const reviewShots: Shot[] = [
  { file: '.screenshots/plain-page.png', url: '/plain.html', width: 1280 },
  // Dialogs with tabs, opened by the button named in `click`.
  { file: '.screenshots/language-region.png', url: '/', width: 1280, click: 'language-region' },
  {
    file: '.screenshots/phone-settings-rtl.png',
    url: '/?login=1&lang=ar',
    width: 375,
    click: 'phone-settings',
  },
];

/**
 * Screenshots of the built demo in Debian's Chromium (`npm run build` first; the demo is served here when
 * nothing answers on port 3000): `npm run screenshots` writes the README pictures, the review shots and the
 * language pictures (scripts/language-screenshots.ts); `npm run screenshots -- languages` only the last.
 */
async function main() {
  const onlyLanguages = process.argv.includes('languages');
  const stopServing = await serveDemoIfNeeded();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    for (const shot of onlyLanguages ? [] : [...documentedShots, ...reviewShots]) {
      const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height ?? 900 } });
      page.on('console', (message) => {
        if (message.type() === 'error') console.log(`  [${shot.file}] console error: ${message.text()}`);
      });
      await page.goto(`${benchOrigin}${shot.url}`, { waitUntil: 'networkidle' });
      if (shot.click) {
        await page.locator(`header [data-track="${shot.click}"]`).click();
        await page.getByRole('dialog').waitFor();
        await page.waitForLoadState('networkidle');
      }
      const file = path.join(repositoryRoot, shot.file);
      mkdirSync(path.dirname(file), { recursive: true });
      // A dialog is fixed to the window: a full-page shot would show it over the top of a long page.
      // Animations are stopped so the scrolling announcement is shot in the same place every time.
      await page.screenshot({
        path: file,
        fullPage: !shot.click && !shot.windowOnly,
        animations: 'disabled',
      });
      console.log(shot.file);
      await page.close();
    }
    await takeLanguageShots(browser, benchOrigin, repositoryRoot);
  } finally {
    await browser.close();
    await stopServing();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
