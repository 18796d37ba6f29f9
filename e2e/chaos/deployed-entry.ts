import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

/**
 * Serves a remote's remoteEntry.js changed by `change`, as if the changed file had been built and deployed:
 * the remote's manifest gives the changed file's integrity, so the page runs it (issue 13). For faults about
 * what an entry does once it runs (it throws, its component throws); a file changed after the build
 * (tampered) is blocked instead, which integrity.spec.ts covers.
 */
export async function serveEntryAsDeployed(
  page: Page,
  origin: string,
  change: (realEntry: string) => string,
): Promise<void> {
  let changedEntry: Promise<string> | undefined;
  // Not through the page: the page's own requests are what the scenarios count.
  const entry = () =>
    (changedEntry ??= page.request
      .get(`${origin}/remoteEntry.js`)
      .then((response) => response.text())
      .then(change));

  await page.route(`${origin}/mf-manifest.json`, async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { integrity?: Record<string, string> };
    const integrity = `sha384-${createHash('sha384')
      .update(await entry())
      .digest('base64')}`;
    manifest.integrity = { ...manifest.integrity, 'remoteEntry.js': integrity };
    await route.fulfill({ response, json: manifest });
  });
  await page.route(`${origin}/remoteEntry.js`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: await entry() });
  });
}
