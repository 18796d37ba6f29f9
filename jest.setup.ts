import '@testing-library/jest-dom';
import { format } from 'node:util';

/**
 * An unexpected `console.error` fails the test that printed it: a React warning, a failed request or
 * a logged chrome error is a defect until a test says otherwise.
 *
 * A test that expects an error takes console.error over itself, asserts on it and keeps the output
 * quiet: `const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)`,
 * then `expect(consoleError).toHaveBeenCalledWith(...)`. Its mock replaces this guard's recorder for
 * that test only (`restoreMocks` puts the guard back before the next one).
 */
let unexpectedErrors: string[] = [];

beforeEach(() => {
  unexpectedErrors = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpectedErrors.push(format(...args));
  });
});

afterEach(() => {
  const printed = unexpectedErrors;
  unexpectedErrors = [];
  if (printed.length > 0) {
    throw new Error(
      `The test printed ${printed.length} unexpected console.error call(s). Fix the cause, or expect ` +
        `the error by spying on console.error and asserting on it:\n\n${printed.join('\n\n')}`,
    );
  }
});
