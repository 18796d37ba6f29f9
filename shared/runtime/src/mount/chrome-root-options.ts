import type { RootOptions } from 'react-dom/client';
import { logError, logWarning } from '../logging/logger';
import { ChromeErrorBoundary } from '../ui/chrome-error-boundary';

type RootErrorOptions = Pick<RootOptions, 'onCaughtError' | 'onUncaughtError' | 'onRecoverableError'>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Error reporting for a React root that holds site chrome (a page's own root, a mount function's root),
 * so a render error costs the page one tagged console error. React 19's defaults would print every error
 * a boundary catches a second time (console.error, on top of the boundary's own report) and turn one
 * that no boundary catches into an uncaught page error.
 *
 * @param scope names the root in the messages, e.g. 'page' or the mounted part.
 */
export function chromeRootOptions(scope: string): RootErrorOptions {
  return {
    onCaughtError(error, { componentStack, errorBoundary }) {
      // A ChromeErrorBoundary has said it already, naming the part that failed.
      if (errorBoundary instanceof ChromeErrorBoundary) return;
      logError(scope, `an error boundary caught a render error: ${messageOf(error)}`, componentStack);
    },
    onUncaughtError(error, { componentStack }) {
      logError(
        scope,
        `failed to render, and no error boundary caught it: ${messageOf(error)}`,
        componentStack,
      );
    },
    // React rendered again and it worked: worth a word, not an error.
    onRecoverableError(error) {
      logWarning(scope, `recovered from a render error: ${messageOf(error)}`);
    },
  };
}
