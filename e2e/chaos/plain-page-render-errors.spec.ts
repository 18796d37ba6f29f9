import type { Page } from '@playwright/test';
import { expect, test } from '../test';
import { remoteOrigins } from '../page-errors';
import { serveEntryAsDeployed } from './deployed-entry';
import { recordFigure } from './figures';
import { watchScenario } from './scenario-watch';

/**
 * A part that throws while rendering on a page that is not React (/plain.html, the loader's
 * `siteChrome.mount`): its plain fallback takes the place, as for a part that never loaded, with the one
 * error its boundary logs. The remotes' own mount functions are real; only the component they mount throws.
 */

const fallbackWithinMs = 4000;

type When = 'render' | 'update';

const parts = [
  { part: 'header', remote: 'header', mountExport: 'mountHeader', name: 'Header', landmark: 'banner' },
  { part: 'footer', remote: 'footer', mountExport: 'mountFooter', name: 'Footer', landmark: 'contentinfo' },
] as const;

/**
 * Appended to the remote's real remoteEntry.js: its `./mount` module comes back with the part's mount
 * function made by the page's own `createMount` (from the share scope) around a component that throws as
 * it renders, or once the page turns it dark. Plain ES5, no chaos code in the product.
 */
function throwingMountScript(container: string, mountExport: string, name: string, when: When): string {
  return `(function () {
  function pageShared() {
    var share = self.__FEDERATION__.__SHARE__;
    for (var scope in share) {
      var versions = (share[scope].default || {})['@site-chrome/runtime'] || {};
      for (var version in versions) if (versions[version].loaded && versions[version].lib) return versions[version].lib();
    }
    throw new Error('chaos: no @site-chrome/runtime in the share scope');
  }
  function Throwing(props) {
    if (${JSON.stringify(when)} === 'render' || props.theme === 'dark') {
      throw new Error('chaos: ${name} throws while rendering');
    }
    return null;
  }
  var container = self[${JSON.stringify(container)}];
  var get = container.get;
  self[${JSON.stringify(container)}] = Object.assign({}, container, {
    get: function (module) {
      return get.apply(container, arguments).then(function (factory) {
        if (module !== './mount') return factory;
        return function () {
          var exposed = Object.assign({}, factory());
          exposed[${JSON.stringify(mountExport)}] = pageShared().createMount(Throwing, ${JSON.stringify(name)});
          return exposed;
        };
      });
    },
  });
})();`;
}

/** Page time (ms since navigation) at which the part's plain fallback first appeared. */
async function recordFallbackTime(page: Page, part: string): Promise<void> {
  await page.addInitScript((fallbackPart) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector(`[data-fallback="${fallbackPart}"]`)) return;
      (window as { fallbackShownAt?: number }).fallbackShownAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, part);
}

for (const { part, remote, mountExport, name, landmark } of parts) {
  for (const when of ['render', 'update'] as const) {
    const scenario = when === 'render' ? 'throwing during render' : 'throwing after an update';
    test(`plain page, ${part} ${scenario}: its plain fallback within 4 s, one error, the page goes on`, async ({
      page,
    }, testInfo) => {
      const entry = `${remoteOrigins[remote]}/remoteEntry.js`;
      const watch = watchScenario(page, new RegExp(`^${entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await serveEntryAsDeployed(
        page,
        remoteOrigins[remote],
        (realEntry) => `${realEntry}\n;${throwingMountScript(remote, mountExport, name, when)}`,
      );
      await recordFallbackTime(page, part);

      await page.goto('/plain.html');
      // The page's own status line: the aggregated search on the page has live regions (role status) too.
      await expect(page.locator('#status')).toHaveText(/Site chrome mounted/);
      let start = 0;
      if (when === 'update') {
        start = await page.evaluate(() => performance.now());
        await page.getByRole('button', { name: 'Update: dark theme' }).click();
      }

      const fallback = page.getByRole(landmark).and(page.locator(`[data-fallback="${part}"]`));
      await expect(fallback).toBeVisible({ timeout: fallbackWithinMs });
      const shownAt = await page.evaluate(() => (window as { fallbackShownAt?: number }).fallbackShownAt);
      const fallbackMs = (shownAt as number) - start;
      expect(fallbackMs).toBeLessThan(fallbackWithinMs);
      if (part === 'header') {
        await expect(fallback.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
      }
      // The page goes on: its own controls still work, and the part can be mounted again.
      await page.getByRole('button', { name: `Unmount ${part}` }).click();
      await expect(page.locator('#status')).toHaveText(`The ${part} is unmounted.`);
      await expect(fallback).toHaveCount(0);

      expect(watch.uncaught).toEqual([]);
      // One line (its component stack follows the message).
      expect(watch.pageErrors).toEqual([
        expect.stringMatching(
          new RegExp(`^\\[site-chrome\\] ${name}: failed to render: chaos: ${name} throws`),
        ),
      ]);

      recordFigure(testInfo, {
        group: 'Remote failures',
        scenario: `plain page, ${part}: component ${scenario}`,
        timeToFallbackMs: Math.round(fallbackMs),
        requests: watch.requests.length,
        errorsLogged: watch.pageErrors.length,
        uncaughtErrors: watch.uncaught.length,
        note: 'through the loader and the remote\u2019s own mount function',
      });
    });
  }
}
