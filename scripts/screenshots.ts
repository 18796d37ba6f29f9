import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/**
 * Takes the screenshots we look at before calling a change done: light, dark, right-to-left, a 375 px
 * phone and two dialogs with tabs, of the running demo (`npm start` first). Files go to .screenshots/ (not
 * committed).
 */
const shots: { name: string; url: string; width: number; click?: string }[] = [
  { name: 'light', url: '/', width: 1440 },
  { name: 'dark', url: '/?theme=dark&login=1&tier=2', width: 1440 },
  { name: 'rtl', url: '/myaccount/myfunds?lang=ar', width: 1440 },
  { name: 'phone-375', url: '/?site=eu', width: 375 },
  { name: 'plain-page', url: '/plain.html', width: 1280 },
  // Dialogs with tabs, opened by the button named in `click` (its data-track).
  { name: 'language-region', url: '/', width: 1280, click: 'language-region' },
  { name: 'phone-settings-rtl', url: '/?login=1&lang=ar', width: 375, click: 'phone-settings' },
];

async function main() {
  const baseUrl = process.env.DEMO_URL ?? 'http://localhost:3000';
  const outputDirectory = path.resolve(__dirname, '..', '.screenshots');
  mkdirSync(outputDirectory, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    for (const shot of shots) {
      const page = await browser.newPage({ viewport: { width: shot.width, height: 900 } });
      page.on('console', (message) => {
        if (message.type() === 'error') console.log(`  [${shot.name}] console error: ${message.text()}`);
      });
      await page.goto(`${baseUrl}${shot.url}`, { waitUntil: 'networkidle' });
      if (shot.click) {
        await page.locator(`header [data-track="${shot.click}"]`).click();
        await page.getByRole('dialog').waitFor();
        await page.waitForLoadState('networkidle');
      }
      const file = path.join(outputDirectory, `${shot.name}.png`);
      // A dialog is fixed to the window: a full-page shot would show it over the top of a long page.
      await page.screenshot({ path: file, fullPage: !shot.click });
      console.log(`${shot.name}: ${file}`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
