import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's WCAG 2.2 AA findings inside `selector`, one readable line each (an empty list passes). */
export async function axeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(wcag).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.html.slice(0, 80)} ${node.any[0]?.message ?? ''}`).join(' | ')}`,
  );
}
