import type { Page } from '@playwright/test';
import type { RunningServer } from '../../scripts/static-server';
import {
  countReactRenderers,
  loadedSharedCopies,
  reactRendererCount,
  runtimeProvider,
  singletonPackages,
  watchScripts,
} from '../federation-probes';
import { remoteOrigins, watchPageErrors } from '../page-errors';
import { expect, test } from '../test';
import { answerPageApiFromDemo, examplePorts, serveBuiltPage } from './example-servers';

/*
 * The React hosts of examples/ (webpack 5, rspack), built from the packed kit by `npm run check:examples`,
 * loading the header, footer and search from the running origins as a team's page does.
 */
const chromeParts = (page: Page) => ({
  header: page.getByRole('banner'),
  footer: page.getByRole('contentinfo'),
  search: page.getByRole('main').getByRole('region', { name: 'Aggregated search' }),
});

for (const example of ['webpack-host', 'rspack-host'] as const) {
  test.describe(`examples/${example}`, () => {
    let server: RunningServer;
    test.beforeAll(async () => {
      server = await serveBuiltPage(example);
    });
    test.afterAll(() => server.close());
    test.beforeEach(({ context }) => answerPageApiFromDemo(context, server.origin));

    test('shows the header, footer and search on one React, one store and one query cache, with no error', async ({
      page,
      context,
    }) => {
      await countReactRenderers(context);
      const errors = watchPageErrors(page);
      const scripts = watchScripts(page);

      await page.goto(`http://localhost:${examplePorts[example]}/`);
      const parts = chromeParts(page);

      await expect(parts.header.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 15_000 });
      await expect(parts.footer).toBeVisible();
      await expect(parts.search.getByRole('combobox', { name: 'Search' })).toBeVisible();
      expect(await reactRendererCount(page)).toBe(1);
      const copies = await loadedSharedCopies(page);
      for (const singleton of singletonPackages)
        if (copies[singleton]) expect(copies[singleton], singleton).toHaveLength(1);
      // The store (zustand) and the query cache (react-query) are the runtime's, one copy each, the page's.
      for (const holder of ['@site-chrome/runtime', 'zustand/vanilla', '@tanstack/react-query'])
        expect(copies[holder], holder).toEqual([expect.stringContaining(example.replace('-', '_'))]);
      // The page provides the one federation runtime: no remote downloads its own (docs/decisions/runtime-skew.md).
      expect(await runtimeProvider(page)).toBe(example.replace('-', '_'));
      expect(
        scripts.filter((script) => script.hasRuntimeCore).map((script) => new URL(script.url).port),
      ).toEqual([String(examplePorts[example])]);
      expect(errors).toEqual({ uncaught: [], consoleErrors: [] });
    });

    test('a theme chosen in the header is followed by the footer and the search', async ({ page }) => {
      const errors = watchPageErrors(page);
      await page.goto(`http://localhost:${examplePorts[example]}/`);
      const parts = chromeParts(page);
      await expect(parts.search).toHaveAttribute('data-theme', 'light', { timeout: 15_000 });
      await expect(parts.footer).toHaveAttribute('data-theme', 'light');

      await parts.header.getByRole('button', { name: 'Theme' }).click();

      for (const part of Object.values(parts)) await expect(part).toHaveAttribute('data-theme', 'dark');
      expect(errors).toEqual({ uncaught: [], consoleErrors: [] });
    });

    test('with the search origin down, the header and footer still show and the search’s place stays empty', async ({
      page,
    }) => {
      const errors = watchPageErrors(page);
      await page.route(`${remoteOrigins.search}/**`, (route) => route.abort('connectionrefused'));

      await page.goto(`http://localhost:${examplePorts[example]}/`);
      const parts = chromeParts(page);

      await expect(parts.header.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 15_000 });
      await expect(parts.footer).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Markets' })).toBeVisible();
      // What the runtime logs for a dead remote: one error for the search, however many requests failed.
      await expect
        .poll(() => errors.consoleErrors.filter((text) => text.includes('[site-chrome]')), {
          timeout: 15_000,
        })
        .toEqual([expect.stringContaining('[site-chrome] remote "search/AggregatedSearch"')]);
      // The rest is the browser's own line per refused request.
      for (const text of errors.consoleErrors.filter((line) => !line.includes('[site-chrome]')))
        expect(text).toBe('Failed to load resource: net::ERR_CONNECTION_REFUSED');
      await expect(page.locator('[data-chrome-slot-id="search/AggregatedSearch"]')).toBeEmpty();
      expect(errors.uncaught).toEqual([]);
    });
  });
}
