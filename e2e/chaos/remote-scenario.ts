import { expect, type Page } from '@playwright/test';
import { chromeTimes, pageNow } from './chrome-probe';
import type { RemoteFault, RemoteUnderTest } from './remote-faults';
import { expectReal, openSearch, probeKeys } from './remote-on-page';

/** The bound: where a remote is at fault, its fallback is on screen within 4 s. */
export const fallbackWithinMs = 4000;

/**
 * Brings the remote under test on screen the way a reader does, and returns the page time the scenario
 * counts from: navigation for the header and the footer, the click on Search for the search; for a fault
 * that follows an update, the moment the page changes the remote's props.
 */
export async function playScenario(
  page: Page,
  remote: RemoteUnderTest,
  fault: Pick<RemoteFault, 'trigger'>,
): Promise<number> {
  // Not 'load': a hung entry script holds the load event for as long as it hangs.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  if (remote.name === 'search') {
    await expectReal(page, 'header');
    const clicked = await pageNow(page);
    await openSearch(page);
    if (fault.trigger !== 'update') return clicked;
  }
  if (fault.trigger !== 'update') return 0;
  await expectReal(page, remote.name);
  const updated = await pageNow(page);
  await page.getByLabel('Page theme').selectOption('dark');
  return updated;
}

/** Waits for the remote's fallback and gives the time it took from `start`, in ms. */
export async function timeToFallback(page: Page, remote: RemoteUnderTest, start: number): Promise<number> {
  const key = probeKeys[remote.name].fallback;
  let shownAt: number | undefined;
  await expect
    .poll(async () => (shownAt = (await chromeTimes(page))[key]), { timeout: fallbackWithinMs + 1000 })
    .toBeDefined();
  return (shownAt as number) - start;
}
