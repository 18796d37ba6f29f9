import { get } from 'node:http';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { appPorts } from '@site-chrome/rules/ports';
import { serveAll } from '../serve';

/** The served demo the browser benches drive (`npm run build` first; served here if nothing serves it). */
export const benchOrigin = process.env.SITE_CHROME_ORIGIN ?? `http://localhost:${appPorts.host}`;

/** The CPU rates every browser bench reports: a desktop and a 4x-throttled phone-class CPU. */
const benchCpuRates = [1, 4] as const;

export const median = (values: number[]) => {
  const sorted = [...values].sort((first, second) => first - second);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Whether the demo already answers (a plain HTTP probe: this is a script, not the product's API client). */
function isServed(): Promise<boolean> {
  return new Promise((resolve) => {
    get(benchOrigin, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    }).on('error', () => resolve(false));
  });
}

/** Serves the built demo unless something already does; returns how to stop what it started. */
export async function serveDemoIfNeeded(): Promise<() => Promise<void>> {
  const servers = (await isServed()) ? [] : await serveAll();
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}

/**
 * Runs `measure` once per CPU rate, each in a fresh context on `pagePath` of the demo, in Debian's
 * Chromium. `measure` sets the throttling itself (through `session`) once the page is ready to measure.
 */
export async function measureAtEachCpuRate<Figure>(
  pagePath: string,
  measure: (page: Page, session: CDPSession, cpu: number) => Promise<Figure>,
): Promise<Figure[]> {
  const stopServing = await serveDemoIfNeeded();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const figures: Figure[] = [];
  try {
    for (const cpu of benchCpuRates) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      await page.goto(`${benchOrigin}${pagePath}`);
      figures.push(await measure(page, session, cpu));
      await context.close();
    }
  } finally {
    await browser.close();
    await stopServing();
  }
  return figures;
}
