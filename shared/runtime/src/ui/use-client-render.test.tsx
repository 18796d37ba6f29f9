import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { usePageDataContext } from '../query/page-context';
import { chromeStore } from '../store/chrome-store';
import { initialSettingsState } from '../store/settings-slice';
import { initialSiteState } from '../store/site-slice';
import { useMarketDisplay } from '../store/use-market-display';
import { useClientRender } from './use-client-render';
import { useCurrentYear } from './use-current-year';

/*
 * Issue 33: a value only the browser has (a cookie, the clock) is read only after hydration, so the render
 * that hydrates server markup draws what the server drew, and React draws the browser's value right after.
 */

const serverNow = new Date('2026-12-31T23:30:00Z');
const browserNow = new Date('2027-01-02T12:00:00Z');

function useDateOnlyClock(now: Date): void {
  jest.useFakeTimers({
    now,
    doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'setTimeout', 'clearTimeout'],
  });
}

beforeEach(() => {
  chromeStore.setState({ ...initialSiteState, ...initialSettingsState, lastHostValues: {} });
  // zustand's server snapshot is the initial state: the server's per-request store starts from the request.
  jest.spyOn(chromeStore, 'getInitialState').mockImplementation(() => chromeStore.getState());
});

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

/** Renders `ui` to a string, lets `inBrowser` change what only the browser has, then hydrates the string. */
async function serverThenHydrate(ui: () => ReactElement, inBrowser: () => void) {
  const html = renderToString(ui());
  inBrowser();
  document.body.innerHTML = `<div>${html}</div>`;
  const recoverableErrors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(document.body.firstElementChild as HTMLElement, ui(), {
      onRecoverableError: (error) => recoverableErrors.push(error),
    }),
  );
  return { html, recoverableErrors, unmount: () => act(() => root.unmount()) };
}

function Probe({ useShown }: { useShown: () => string }) {
  return <output>{useShown()}</output>;
}

describe('useClientRender', () => {
  const useShown = () => String(useClientRender());

  it('is false on the server and while hydrating, true right after', async () => {
    const hydrated = await serverThenHydrate(
      () => <Probe useShown={useShown} />,
      () => undefined,
    );
    expect(hydrated.html).toContain('false');
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('true');
    hydrated.unmount();
  });

  it('is true from the first render of a page rendered in the browser', () => {
    const seen: boolean[] = [];
    function Record() {
      seen.push(useClientRender());
      return null;
    }
    render(<Record />);
    expect(seen[0]).toBe(true);
  });
});

describe("the reader's stored rise colour and change window (cookies)", () => {
  const useShown = () => {
    const { riseColour, changeWindow } = useMarketDisplay();
    return `${riseColour} ${changeWindow} ${usePageDataContext().marketTimezone || '24h'}`;
  };
  const ui = () => (
    <QueryClientProvider client={new QueryClient()}>
      <Probe useShown={useShown} />
    </QueryClientProvider>
  );

  it('apply right after hydration: the server never has them', async () => {
    const hydrated = await serverThenHydrate(ui, () =>
      chromeStore.setState({ storedRiseColour: 'risered', storedChangeWindow: 'utc8' }),
    );
    expect(hydrated.html).toContain('risegreen 24h 24h');
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('risered utc8 utc8');
    hydrated.unmount();
  });
});

describe('useCurrentYear', () => {
  const useShown = () => String(useCurrentYear());

  it("is the server's render day's year in hydration, then the reader's clock's", async () => {
    chromeStore.setState({ renderDay: Math.floor(serverNow.getTime() / 86_400_000) });
    useDateOnlyClock(serverNow);
    const hydrated = await serverThenHydrate(
      () => <Probe useShown={useShown} />,
      () => useDateOnlyClock(browserNow),
    );
    expect(hydrated.html).toContain('2026');
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('2027');
    hydrated.unmount();
  });

  it("is the reader's clock's year in a page rendered in the browser", () => {
    useDateOnlyClock(browserNow);
    render(<Probe useShown={useShown} />);
    expect(screen.getByRole('status')).toHaveTextContent('2027');
  });
});
