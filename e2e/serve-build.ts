import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/**
 * Answers every request to `origin` from another build folder, as a CDN serving that build would:
 * lets a test swap one remote for a differently built one without another server or port.
 */
export async function serveBuildInstead(
  page: Page,
  origin: string,
  buildDirectory: string,
): Promise<string[]> {
  const served: string[] = [];
  await page.route(`${origin}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    const file = path.join(buildDirectory, path.normalize(pathname).replace(/^([/\\])+/, ''));
    const body = file.startsWith(buildDirectory) ? await readFile(file).catch(() => null) : null;
    if (!body) return route.fulfill({ status: 404, headers: { 'Access-Control-Allow-Origin': '*' } });
    served.push(pathname);
    return route.fulfill({
      status: 200,
      body,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      },
    });
  });
  return served;
}
