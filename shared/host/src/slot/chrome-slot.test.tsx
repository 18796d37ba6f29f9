import { act, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import type { ChromeProps } from '@site-chrome/runtime';
import { expectConsoleErrors } from '@site-chrome/dev/testing';
import { ChromeSlot } from './chrome-slot';

/*
 * `ChromeSlot` is `mountChromeSlot` in a React component. The federation runtime is replaced by modules the
 * test hands out; `loadRemoteModule` keeps one load per id for the page's lifetime, so each story loads its
 * own id (cast to the header's: the props are the header's).
 */
const mockRemotes = new Map<string, () => Promise<unknown>>();

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => {
    const load = mockRemotes.get(id);
    return load ? load() : Promise.reject(new Error(`no mock for ${id}`));
  },
}));

/** A header part that counts its mounts and its live copies, and draws the theme it was given. */
function countedHeader() {
  const counts = { mounts: 0, live: 0 };
  function Header({ theme }: ChromeProps) {
    useEffect(() => {
      counts.mounts += 1;
      counts.live += 1;
      return () => {
        counts.live -= 1;
      };
    }, []);
    return <header data-theme={theme}>remote header</header>;
  }
  return { Header, counts };
}

function remoteOf(name: string) {
  const { Header, counts } = countedHeader();
  mockRemotes.set(name, () => Promise.resolve({ default: Header }));
  return { id: name as 'header/Header', counts };
}

/** Lets the slot's deferred unmount (the microtask after React's commit) run. */
const afterCommit = () => act(async () => undefined);

it('renders the part into its slot, beside the page', async () => {
  const { id } = remoteOf('header/ShownHeader');

  const { container } = render(
    <>
      <ChromeSlot id={id} props={{ theme: 'light' }} className="chrome-header" />
      <main>page content</main>
    </>,
  );

  const slot = container.querySelector('.chrome-header') as HTMLElement;
  expect(await within(slot).findByRole('banner')).toHaveTextContent('remote header');
  expect(screen.getByRole('main')).toHaveTextContent('page content');
});

it('shows the fallback when the remote cannot load, with one error, and the rest of the page stays', async () => {
  const consoleError = expectConsoleErrors();
  const id = 'header/DeadHeader' as 'header/Header';
  mockRemotes.set(id, () => Promise.reject(new Error('Failed to fetch')));

  render(
    <>
      <ChromeSlot id={id} props={{}} fallback={<nav aria-label="Fallback">home</nav>} />
      <main>page content</main>
    </>,
  );

  expect(await screen.findByRole('navigation', { name: 'Fallback' })).toBeInTheDocument();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent('page content');
  expect(consoleError.mock.calls.map(([message]) => String(message))).toEqual([
    expect.stringMatching(/header\/DeadHeader.*Failed to fetch/),
  ]);
});

it('passes changed props to the part (an update, never a remount)', async () => {
  const { id, counts } = remoteOf('header/ThemedHeader');
  const { rerender } = render(<ChromeSlot id={id} props={{ theme: 'light' }} />);
  expect(await screen.findByRole('banner')).toHaveAttribute('data-theme', 'light');

  rerender(<ChromeSlot id={id} props={{ theme: 'dark' }} />);

  await waitFor(() => expect(screen.getByRole('banner')).toHaveAttribute('data-theme', 'dark'));
  expect(counts.mounts).toBe(1);
});

it('unmounts the part when it unmounts', async () => {
  const { id, counts } = remoteOf('header/LeavingHeader');
  const { unmount } = render(<ChromeSlot id={id} props={{}} />);
  await screen.findByRole('banner');
  expect(counts.live).toBe(1);

  unmount();
  await afterCommit();

  expect(counts.live).toBe(0);
});

it('under StrictMode (effects run twice), leaves exactly one part mounted', async () => {
  const { id, counts } = remoteOf('header/StrictHeader');
  const { container, unmount } = render(
    <StrictMode>
      <ChromeSlot id={id} props={{}} />
    </StrictMode>,
  );

  await screen.findByRole('banner');
  await afterCommit();

  expect(within(container).getAllByRole('banner')).toHaveLength(1);
  expect(counts).toEqual({ mounts: 1, live: 1 });
  unmount();
  await afterCommit();
  expect(counts.live).toBe(0);
});
