import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> };
  }
}

/**
 * axe's WCAG 2.2 AA findings inside `selector` (or each of several selectors, checked in one pass), one
 * readable line each (an empty list passes).
 *
 * axe-core runs in the page itself, injected once per document, and reports violations only:
 * `@axe-core/playwright` injects it again on every call and finishes each run in a new blank page, which
 * made the accessibility matrix (tens of states on one page) take several seconds per state. The chrome
 * has no frames to look into, which is what that extra machinery is for.
 */
export async function axeViolations(page: Page, selector: string | readonly string[]) {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axeSource);
  const include = (typeof selector === 'string' ? [selector] : [...selector]).map((one) => [one]);
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      if (!window.axe) throw new Error('axe-core is not on the page');
      const results = await window.axe.run(
        { include },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
      return results.violations.map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.map((node) => ({ html: node.html, message: node.any[0]?.message ?? '' })),
      }));
    },
    { include, tags: wcag },
  );
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.html.slice(0, 80)} ${node.message}`).join(' | ')}`,
  );
}
