import { ChromeProviders, defineExposedComponent, type ChromeProps } from '@site-chrome/runtime';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import Header from '@site-chrome/remote-header/Header';
import { expectConsoleErrors, resetChromePage, setUpMockApi } from '@site-chrome/dev/testing';
import { FooterFallback } from '../fallbacks/footer-fallback';
import { HeaderFallback } from '../fallbacks/header-fallback';
import { deadlineMs } from '@site-chrome/rules/deadlines';
import { mountChromeSlot, type ExposedModuleId } from '@site-chrome/host';
import type { RemoteUnavailable } from '@site-chrome/runtime/loading';
import { ChromeSlot } from './chrome-slot';

/*
 * The loader keeps one load per exposed module for the page's lifetime, so each story below is about a
 * different remote: the header loads, the footer is down, the search's entry rejects, the bar is broken.
 */
const mockRemotes = new Map<string, () => Promise<unknown>>();

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => {
    const load = mockRemotes.get(id);
    return load ? load() : Promise.reject(new Error(`no mock for ${id}`));
  },
}));

const props: ChromeProps = { theme: 'light', language: 'en', path: '/' };

function renderOnDemoPage(slot: ReactNode) {
  resetChromePage();
  return render(<ChromeProviders>{slot}</ChromeProviders>);
}

// The real header calls the exchange API as it mounts: the mock API answers it, as on the demo page.
setUpMockApi();

describe('given the header remote loads', () => {
  it('shows nothing while it loads, then the remote header instead of the fallback', async () => {
    mockRemotes.set('header/Header', () => Promise.resolve({ default: Header }));

    const { container } = renderOnDemoPage(
      <ChromeSlot
        id="header/Header"
        props={props}
        reservedHeight="65px"
        fallback={<HeaderFallback pathPrefix="" pagePath="/" signedIn={false} />}
      />,
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    const header = await screen.findByRole('banner');
    expect(header).not.toHaveAttribute('data-fallback');
    expect(screen.getByRole('button', { name: 'Theme' })).toBeInTheDocument();
    expect(container.querySelector('[data-remote-slot="header/Header"]')).toHaveAttribute(
      'data-remote-status',
      'ready',
    );
  });
});

describe('given the footer remote is unavailable', () => {
  it('shows the footer fallback with its legal links', async () => {
    const unavailable: RemoteUnavailable = {
      remoteUnavailable: true,
      id: 'footer/Footer',
      reason: 'Failed to fetch',
    };
    mockRemotes.set('footer/Footer', () => Promise.resolve(unavailable));

    renderOnDemoPage(
      <ChromeSlot
        id="footer/Footer"
        props={props}
        reservedHeight="160px"
        fallback={<FooterFallback pathPrefix="" />}
      />,
    );

    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveAttribute('data-fallback', 'footer');
    expect(screen.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/user-agreement');
  });
});

describe('given loading a remote rejects', () => {
  it('shows its fallback and logs one error naming the remote and the reason', async () => {
    const consoleError = expectConsoleErrors();
    mockRemotes.set('search/AggregatedSearch', () => Promise.reject(new Error('remoteEntry.js 404')));

    renderOnDemoPage(
      <ChromeSlot
        id="search/AggregatedSearch"
        props={props}
        reservedHeight="72px"
        fallback={<a href="/price">Browse all markets</a>}
      />,
    );

    expect(await screen.findByRole('link', { name: 'Browse all markets' })).toHaveAttribute('href', '/price');
    expect(consoleError.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringMatching(/remote "search\/AggregatedSearch" could not be loaded.*remoteEntry\.js 404/),
    ]);
  });
});

describe('given a remote that throws while rendering', () => {
  it('shows the fallback and logs one error naming the part', async () => {
    const consoleError = expectConsoleErrors();
    function BrokenAnnouncementBar(): never {
      throw new Error('announcement schema changed');
    }
    mockRemotes.set('header/AnnouncementBar', () => Promise.resolve({ default: BrokenAnnouncementBar }));

    renderOnDemoPage(
      <ChromeSlot
        id="header/AnnouncementBar"
        props={props}
        reservedHeight="40px"
        fallback={<p>Announcements are unavailable.</p>}
      />,
    );

    expect(await screen.findByText('Announcements are unavailable.')).toBeInTheDocument();
    const slotErrors = consoleError.mock.calls.filter(([message]) =>
      String(message).startsWith('[site-chrome] AnnouncementBar: failed to render'),
    );
    expect(slotErrors).toHaveLength(1);
  });
});

// A remote's own error boundary must hand the error on to the slot, or the page keeps no header at all.
// (An id outside the demo's four keeps this load apart from the stories above.)
it('given a remote whose own content throws, shows the fallback and logs why', async () => {
  const consoleError = expectConsoleErrors();
  const HeaderWithBrokenContent = defineExposedComponent('Header', () => {
    throw new Error('menu schema changed');
  });
  const id = 'header/HeaderWithBrokenContent' as ExposedModuleId;
  mockRemotes.set(id, () => Promise.resolve({ default: HeaderWithBrokenContent }));

  const { container } = renderOnDemoPage(
    <ChromeSlot
      id={id}
      props={props}
      reservedHeight="65px"
      fallback={<HeaderFallback pathPrefix="" pagePath="/" signedIn={false} />}
    />,
  );
  await waitFor(() =>
    expect(container.querySelector('[data-remote-slot]')).toHaveAttribute('data-remote-status', 'fallback'),
  );

  expect(screen.getByRole('banner')).toHaveAttribute('data-fallback', 'header');
  expect(consoleError.mock.calls.flat().map(String).join('\n')).toContain('menu schema changed');
});

/** A load the test settles when it wants: a remote on a slow network. */
function slowRemote(id: string) {
  let arrive: (module: unknown) => void = () => undefined;
  mockRemotes.set(id, () => new Promise((resolve) => (arrive = resolve)));
  return { arrive: (module: unknown) => act(() => arrive(module)) };
}

describe('given a remote slower than the fallback deadline', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows its fallback at the deadline without logging, then the remote when it arrives', async () => {
    const id = 'footer/SlowFooter' as ExposedModuleId;
    const { arrive } = slowRemote(id);
    function SlowFooter() {
      return <footer>Footer from the remote</footer>;
    }

    const { container } = renderOnDemoPage(
      <ChromeSlot id={id} props={props} reservedHeight="160px" fallback={<FooterFallback pathPrefix="" />} />,
    );
    act(() => jest.advanceTimersByTime(deadlineMs.fallback - 1));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-fallback', 'footer');
    expect(container.querySelector('[data-remote-slot]')).toHaveAttribute('data-remote-status', 'late');

    await arrive({ default: SlowFooter });
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Footer from the remote');
    expect(screen.getByRole('contentinfo')).not.toHaveAttribute('data-fallback');
    // Nothing went wrong in the end, so nothing was logged (jest.setup.ts fails a test on any console.error).
  });

  it('keeps the fallback when the remote finally fails, with the one error of the failure', async () => {
    const consoleError = expectConsoleErrors();
    const id = 'footer/DeadFooter' as ExposedModuleId;
    mockRemotes.set(
      id,
      () => new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), 10_000)),
    );

    renderOnDemoPage(
      <ChromeSlot id={id} props={props} reservedHeight="160px" fallback={<FooterFallback pathPrefix="" />} />,
    );
    act(() => jest.advanceTimersByTime(deadlineMs.fallback));
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-fallback', 'footer');
    expect(consoleError).not.toHaveBeenCalled();

    await act(async () => jest.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-fallback', 'footer');
    expect(consoleError.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringMatching(/remote "footer\/DeadFooter" could not be loaded.*timed out/),
    ]);
  });
});

describe('given the page’s entry mounted the part into its slot before the page’s app arrived', () => {
  function ThemedHeader({ theme }: ChromeProps) {
    return <header data-theme={theme}>header in {theme}</header>;
  }

  it('adopts that slot with the app’s props: one part on the page, never a second root', async () => {
    const id = 'header/AdoptedHeader' as ExposedModuleId;
    mockRemotes.set(id, () => Promise.resolve({ default: ThemedHeader }));
    resetChromePage();
    const slotElement = document.createElement('div');
    slotElement.setAttribute('data-chrome-slot', 'AdoptedHeader');
    document.body.replaceChildren(slotElement);
    const early = mountChromeSlot(slotElement, { id, props: { theme: 'light' } });
    await waitFor(() => expect(within(slotElement).getByRole('banner')).toHaveTextContent('header in light'));

    const { unmount } = render(
      <ChromeProviders>
        <ChromeSlot
          id={id}
          props={{ ...props, theme: 'dark' }}
          reservedHeight="65px"
          fallback={<p>fallback</p>}
        />
      </ChromeProviders>,
    );

    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('header in dark'));
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(early.status()).toBe('ready');
    unmount();
    await waitFor(() => expect(early.status()).toBe('unmounted'));
    expect(slotElement).toBeEmptyDOMElement();
  });
});
