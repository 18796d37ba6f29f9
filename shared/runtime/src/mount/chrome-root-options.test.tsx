import { act, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChromeErrorBoundary } from '../ui/chrome-error-boundary';
import { expectConsoleErrors } from '@site-chrome/dev/testing';
import { chromeRootOptions } from './chrome-root-options';

function Broken(): never {
  throw new Error('menu schema changed');
}

/** An error boundary of a product team's own, which does not log. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Quiet fallback</p> : this.props.children;
  }
}

let element: HTMLElement;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  element = document.createElement('div');
  document.body.append(element);
  consoleError = expectConsoleErrors();
});

afterEach(() => element.remove());

function renderInChromeRoot(children: ReactNode) {
  const root = createRoot(element, chromeRootOptions('page'));
  act(() => root.render(children));
  return root;
}

/** Runs `update` as a page would, outside act(), and waits until React has rendered (and logged). */
async function outsideAct(update: () => void) {
  const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;
  global.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    update();
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
  } finally {
    global.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}

const logged = () => consoleError.mock.calls.map(([message]) => String(message));

describe('given a render error a ChromeErrorBoundary catches', () => {
  it('is logged once, by the boundary, naming the part', () => {
    renderInChromeRoot(
      <ChromeErrorBoundary name="header/Header" fallback={<p>Header fallback</p>}>
        <Broken />
      </ChromeErrorBoundary>,
    );

    expect(element).toHaveTextContent('Header fallback');
    expect(logged()).toEqual(['[site-chrome] header/Header: failed to render: menu schema changed']);
  });
});

describe('given a render error another boundary catches', () => {
  it('is logged once through the logger, under the root\u2019s name', () => {
    renderInChromeRoot(
      <QuietBoundary>
        <Broken />
      </QuietBoundary>,
    );

    expect(element).toHaveTextContent('Quiet fallback');
    expect(logged()).toEqual([
      '[site-chrome] page: an error boundary caught a render error: menu schema changed',
    ]);
  });
});

describe('given a render error no boundary catches', () => {
  it('is logged once, and the page sees no uncaught error', async () => {
    const uncaught = jest.fn();
    window.addEventListener('error', uncaught);

    // Outside act(), as on a page: inside it, React hands an uncaught error to act() to rethrow.
    await outsideAct(() => createRoot(element, chromeRootOptions('page')).render(<Broken />));

    window.removeEventListener('error', uncaught);
    expect(uncaught).not.toHaveBeenCalled();
    expect(logged()).toEqual([
      '[site-chrome] page: failed to render, and no error boundary caught it: menu schema changed',
    ]);
  });
});
