import { expect, test } from '@playwright/test';
import { skewVariantDirectory } from '../scripts/build-skew';
import { remoteOrigins, watchPageErrors } from './page-errors';
import { serveBuildInstead } from './serve-build';
import sharedPackage from '@site-chrome/shared/package.json';

// The page provides the current release; the skew builds are one minor and one major ahead of it.
const nextMajor = Number(sharedPackage.version.split('.')[0]) + 1;

/*
 * The page provides @site-chrome/shared 2.x. The footer origin here serves a footer built as if
 * against another release (see scripts/build-skew.ts, run by the global set-up).
 */

test.describe('given a footer built against the next minor of @site-chrome/shared', () => {
  test('it runs on the page\u2019s one store: the header\u2019s Theme button changes it', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const served = await serveBuildInstead(
      page,
      remoteOrigins.footer,
      skewVariantDirectory('footer-next-minor'),
    );

    await page.goto('/');

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('All rights reserved');
    await expect(footer).not.toHaveAttribute('data-fallback', 'footer');
    expect(served).toContain('/remoteEntry.js');
    await expect(footer).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Theme' }).click();
    await expect(footer).toHaveAttribute('data-theme', 'dark');

    const sharedCopies = await page.evaluate(() => {
      const share = (
        window as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<
              string,
              Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>
            >;
          };
        }
      ).__FEDERATION__.__SHARE__;
      const copies = new Set<string>();
      for (const scopes of Object.values(share)) {
        for (const [version, entry] of Object.entries(scopes.default?.['@site-chrome/shared'] ?? {})) {
          if (entry.loaded) copies.add(`${version} from ${entry.from}`);
        }
      }
      return [...copies];
    });
    expect(sharedCopies).toHaveLength(1);
    expect(sharedCopies[0]).toBe(`${sharedPackage.version} from host`);
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
  });
});

test.describe('given a footer built against the next major of @site-chrome/shared', () => {
  test('it is refused with one clear error and the footer fallback, and the rest of the page works', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await serveBuildInstead(page, remoteOrigins.footer, skewVariantDirectory('footer-next-major'));

    await page.goto('/');

    await expect(page.getByRole('contentinfo')).toHaveAttribute('data-fallback', 'footer');
    await expect(page.getByRole('banner')).not.toHaveAttribute('data-fallback', 'header');
    await page.getByRole('button', { name: 'Theme' }).click();
    await expect(page.getByRole('banner')).toHaveAttribute('data-theme', 'dark');
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toHaveLength(1);
    expect(errors.consoleErrors[0]).toMatch(
      new RegExp(
        `\\[site-chrome\\] remote "footer/Footer".*@site-chrome/shared.*\\^${nextMajor}\\.0\\.0`,
        's',
      ),
    );
  });
});
