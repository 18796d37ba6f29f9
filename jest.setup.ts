import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { format } from 'node:util';
import { takeUncheckedConsoleErrors } from './shared/dev/src/testing/console-errors';
import { resetReportedFallbacks } from './shared/runtime/src/loading/fallback';

/**
 * An unexpected `console.error` fails the test that printed it: a React warning, a failed request or
 * a logged chrome error is a defect until a test says otherwise.
 *
 * A test that expects an error takes console.error over with `const consoleError = expectConsoleErrors()`
 * (from @site-chrome/dev/testing) and asserts on it: `expect(consoleError).toHaveBeenCalledWith(...)`.
 * Its spy replaces this guard's recorder for that test only (`restoreMocks` puts the guard back before the
 * next one), and errors it caught but the test never looked at still fail the test.
 */
let unexpectedErrors: string[] = [];

beforeEach(() => {
  // A failed load is said once per page (kept on globalThis, so isolated modules share it): each test is a new page.
  resetReportedFallbacks();
  unexpectedErrors = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpectedErrors.push(format(...args));
  });
});

afterEach(() => {
  const printed = [...unexpectedErrors, ...takeUncheckedConsoleErrors().map((args) => format(...args))];
  unexpectedErrors = [];
  if (printed.length > 0) {
    throw new Error(
      `The test printed ${printed.length} unexpected console.error call(s). Fix the cause, or expect ` +
        `the error by spying on console.error and asserting on it:\n\n${printed.join('\n\n')}`,
    );
  }
});

// CI runs jest beside the production build on two cores, so a render can take several times its quiet-machine
// time. Testing Library's findBy and waitFor give up after 1 s by default; 5 s keeps a slow machine from
// failing a test whose element does arrive. A test that expects an element never to appear still fails, later.
configure({ asyncUtilTimeout: 5000 });
