import { expect, test as base } from '@playwright/test';

/** What a `securitypolicyviolation` event says, as one line. */
interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
}

declare global {
  interface Window {
    __reportCspViolation?: (violation: CspViolation) => void;
  }
}

/**
 * Playwright's `test`, with every page of every test watched for Content-Security-Policy violations: a
 * test that ends with one fails, naming what was blocked and where. The demo and nginx send a strict
 * policy (scripts/content-security-policy.ts), so a violation is a script, style, image or request the
 * policy does not allow, i.e. a defect. A test that provokes one on purpose reads `cspViolations` and
 * empties it once it has checked them.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeFunction('__reportCspViolation', ({ directive, blocked, page }: CspViolation) =>
        violations.push(`${directive} refused ${blocked} on ${page}`),
      );
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          window.__reportCspViolation?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            page: event.documentURI,
          }),
        );
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
