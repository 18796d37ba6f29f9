import { expect, test } from '../test';
import sharedPackage from '@site-chrome/runtime/package.json';
import { loadedSharedCopies } from '../federation-probes';
import { remoteOrigins, watchPageErrors, type RemoteName } from '../page-errors';
import { chromeTimes, recordChromeTimesOn } from './chrome-probe';
import { recordFigure } from './figures';
import { contractRange, serveRemoteBuiltAgainst } from './skewed-remote';

/*
 * The page provides the current release of @site-chrome/runtime. Here the remotes are served as if built
 * against other releases (see skewed-remote.ts), each requiring its major from its own minor on: an older
 * minor runs on the page's one store; a newer minor (whose names the page's copy lacks) and another major
 * are refused with one clear error and the remote's fallback.
 */
const [major = 0, minor = 0] = sharedPackage.version.split('.').map(Number);
const releases = {
  'one minor older': `${major}.${minor - 1}.0`,
  'one minor newer': `${major}.${minor + 1}.0`,
  'one major older': `${major - 1}.0.0`,
  'one major newer': `${major + 1}.0.0`,
} as const;

const remotes = Object.keys(remoteOrigins) as RemoteName[];

for (const skew of ['one minor older'] as const) {
  test(`every remote built against ${skew} (${releases[skew]}) runs on the page's one store`, async ({
    page,
  }, testInfo) => {
    const errors = watchPageErrors(page);
    const served = await Promise.all(
      remotes.map((remote) => serveRemoteBuiltAgainst(page, remoteOrigins[remote], releases[skew])),
    );

    await page.goto('/');

    const header = page.getByRole('banner');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('All rights reserved');
    await expect(footer).not.toHaveAttribute('data-fallback', 'footer');
    await expect(header).not.toHaveAttribute('data-fallback', 'header');
    // One store: the header's Theme button changes the footer.
    await expect(footer).toHaveAttribute('data-theme', 'light');
    await header.getByRole('button', { name: 'Theme' }).click();
    await expect(footer).toHaveAttribute('data-theme', 'dark');
    // The header opens AggregatedSearch through the page.
    await header.getByRole('button', { name: 'Search' }).click();
    await expect(
      page.getByRole('region', { name: 'Aggregated search' }).getByRole('combobox', { name: 'Search' }),
    ).toBeVisible();

    expect(served.map((entryServed) => entryServed())).toEqual([true, true, true]);
    expect((await loadedSharedCopies(page))[sharedPackage.name]).toEqual([
      `${sharedPackage.version} from host`,
    ]);
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
    recordFigure(testInfo, {
      group: 'Version skew',
      scenario: `header, footer and search built against ${releases[skew]} (${skew})`,
      errorsLogged: errors.consoleErrors.length,
      uncaughtErrors: errors.uncaught.length,
      note: `all three render; one @site-chrome/runtime on the page (${sharedPackage.version} from host)`,
    });
  });
}

for (const [remote, skew] of [
  ['footer', 'one minor newer'],
  ['header', 'one minor newer'],
  ['footer', 'one major newer'],
  ['footer', 'one major older'],
  ['header', 'one major newer'],
] as const) {
  test(`a ${remote} built against ${skew} (${releases[skew]}) is refused with one clear error and its fallback`, async ({
    page,
  }, testInfo) => {
    await recordChromeTimesOn(page);
    const errors = watchPageErrors(page);
    await serveRemoteBuiltAgainst(page, remoteOrigins[remote], releases[skew]);

    await page.goto('/');

    const landmark = page.getByRole(remote === 'header' ? 'banner' : 'contentinfo');
    const other = page.getByRole(remote === 'header' ? 'contentinfo' : 'banner');
    await expect(landmark).toHaveAttribute('data-fallback', remote);
    await expect(other).not.toHaveAttribute('data-fallback');
    // The rest of the page works: the control panel changes the remote that is up.
    await page.getByLabel('Page theme').selectOption('dark');
    await expect(other).toHaveAttribute('data-theme', 'dark');

    const timeToFallbackMs = (await chromeTimes(page))[
      remote === 'header' ? 'headerFallback' : 'footerFallback'
    ];
    expect(timeToFallbackMs).toBeLessThan(4000);
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^\\[site-chrome\\] remote "${remote}/.*${sharedPackage.name}.*${contractRange(releases[skew]).replace(/[.^]/g, '\\$&')}`,
        ),
      ),
    ]);
    recordFigure(testInfo, {
      group: 'Version skew',
      scenario: `${remote} built against ${releases[skew]} (${skew})`,
      timeToFallbackMs,
      errorsLogged: errors.consoleErrors.length,
      uncaughtErrors: errors.uncaught.length,
      note: 'refused by the runtime; fallback shown',
    });
  });
}
