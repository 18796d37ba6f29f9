import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { chromeQueryClient, defineExposedComponent, type ChromeProps } from '@site-chrome/runtime';
import { renderChromeFragment, type ServerPart } from '@site-chrome/server';
import { expectConsoleErrors } from '@site-chrome/dev/testing';
import { deadlineMs } from '@site-chrome/rules/deadlines';
import { reloadRemoteModules, type ExposedModuleId } from '../load-remote-module';
import { announceRemoteReload } from '../remote-reloads';
import { liveSlotIn, mountChromeSlot } from './mount-chrome-slot';
import type { SlotFallback } from './mount-slot';

/*
 * `mountChromeSlot` owns a part's whole life on a page that loads the remotes' components. The federation
 * runtime is replaced by modules the test hands out; `loadRemoteModule` keeps one load per id for the
 * page's lifetime, so each story loads its own id.
 */
const mockRemotes = new Map<string, () => Promise<unknown>>();

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => {
    const load = mockRemotes.get(id);
    return load ? load() : Promise.reject(new Error(`no mock for ${id}`));
  },
}));

const build = '1.0.0+test';

function Content() {
  const [opened, setOpened] = useState(false);
  return (
    <header>
      <a href="/markets">Markets</a>
      <button type="button" onClick={() => setOpened(true)}>
        {opened ? 'Menu open' : 'Menu'}
      </button>
    </header>
  );
}
const TestHeader = defineExposedComponent('Header', Content);

/** A part as plain as a component can be: it draws the theme the page gave it. */
function ThemedHeader({ theme }: ChromeProps) {
  return <header data-theme={theme}>themed header</header>;
}

/** A plain fallback, as a page without React draws one. */
function textFallback(element: Element): SlotFallback<ChromeProps> {
  return {
    show: (props) => {
      element.textContent = `fallback in ${props.language ?? 'en'}`;
    },
    hide: () => element.replaceChildren(),
  };
}

let element: HTMLElement;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = expectConsoleErrors();
  element = document.createElement('div');
  document.body.replaceChildren(element);
});

afterEach(() => {
  document.body.replaceChildren();
  chromeQueryClient.clear();
});

/** A load the test settles when it wants: a remote on a slow network. */
function slowRemote(id: string) {
  let arrive: (module: unknown) => void = () => undefined;
  mockRemotes.set(id, () => new Promise((resolve) => (arrive = resolve)));
  return {
    arrive: (module: unknown) =>
      act(async () => {
        arrive(module);
        await Promise.resolve();
      }),
  };
}

describe('given a remote slower than the fallback deadline', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the fallback at the deadline, then the part in its place when it arrives; nothing logged', async () => {
    const id = 'header/SlowHeader' as ExposedModuleId;
    const { arrive } = slowRemote(id);
    const slot = mountChromeSlot(element, { id, props: { language: 'en' }, fallback: textFallback(element) });

    act(() => jest.advanceTimersByTime(deadlineMs.fallback - 1));
    expect(element).toBeEmptyDOMElement();
    expect(slot.status()).toBe('loading');

    act(() => jest.advanceTimersByTime(1));
    expect(element).toHaveTextContent('fallback in en');
    expect(slot.status()).toBe('late');

    await arrive({ default: TestHeader });
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(within(element).getByRole('banner')).toBeInTheDocument();
    expect(element).not.toHaveTextContent('fallback');
    expect(slot.status()).toBe('ready');
    act(() => slot.unmount());
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('given a part that throws while rendering', () => {
  it('shows the fallback in its place, with the one error of its boundary', async () => {
    const id = 'header/BrokenHeader' as ExposedModuleId;
    function Broken(): never {
      throw new Error('menu schema changed');
    }
    mockRemotes.set(id, () => Promise.resolve({ default: Broken }));

    const slot = mountChromeSlot(element, { id, props: { language: 'de' }, fallback: textFallback(element) });

    await waitFor(() => expect(element).toHaveTextContent('fallback in de'));
    expect(slot.status()).toBe('fallback');
    expect(consoleError.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringMatching(/^\[site-chrome\] BrokenHeader: failed to render.*menu schema changed/),
    ]);
  });
});

describe('given a part on the page', () => {
  it('passes new props on, and its unmount empties the element and forgets the slot', async () => {
    const id = 'header/ThemedHeader' as ExposedModuleId;
    mockRemotes.set(id, () => Promise.resolve({ default: ThemedHeader }));
    const slot = mountChromeSlot(element, { id, props: { theme: 'light' } });
    expect(liveSlotIn(element)).toBe(slot);

    await waitFor(() => expect(within(element).getByRole('banner')).toHaveAttribute('data-theme', 'light'));
    act(() => slot.update({ theme: 'dark' }));
    await waitFor(() => expect(within(element).getByRole('banner')).toHaveAttribute('data-theme', 'dark'));

    act(() => slot.unmount());
    expect(element).toBeEmptyDOMElement();
    expect(slot.status()).toBe('unmounted');
    expect(liveSlotIn(element)).toBeUndefined();
  });

  it('after its remote was reloaded from a newer build, draws the new build with the latest props', async () => {
    const mounts: string[] = [];
    const headerOfBuild = (name: string) =>
      function Header({ theme }: ChromeProps) {
        useEffect(() => {
          mounts.push(name);
        }, []);
        return <header data-theme={theme}>header of build {name}</header>;
      };
    let current = headerOfBuild('N');
    // A remote of its own: a reload loads again every module of the remote the page asked for.
    const id = 'redeployed/Header' as ExposedModuleId;
    mockRemotes.set(id, () => Promise.resolve({ default: current }));
    const slot = mountChromeSlot(element, { id, props: { theme: 'light' } });
    await waitFor(() => expect(within(element).getByRole('banner')).toHaveTextContent('header of build N'));
    act(() => slot.update({ theme: 'dark' }));

    // What the stale-build recovery does once the remote's current build is registered.
    current = headerOfBuild('N+1');
    await act(async () => {
      await reloadRemoteModules('redeployed');
      announceRemoteReload('redeployed');
    });

    await waitFor(() => expect(within(element).getByRole('banner')).toHaveTextContent('header of build N+1'));
    expect(within(element).getByRole('banner')).toHaveAttribute('data-theme', 'dark');
    expect(mounts).toEqual(['N', 'N+1']);
    act(() => slot.unmount());
  });
});

describe('hydrating the server’s markup or rendering afresh', () => {
  const serverPart: ServerPart = { name: 'Header', Component: TestHeader, serverQueries: () => [] };
  const dataCache = { get: () => Promise.reject(new Error('no query is asked')), generation: () => 0 };

  async function holdServerMarkup(): Promise<void> {
    const rendered = await renderChromeFragment(
      serverPart,
      { language: 'en' },
      { build, preloads: [], dataCache, visitorCountry: 'XX' },
    );
    if (!rendered.ok) throw new Error(rendered.message);
    element.setAttribute('data-chrome-slot', 'Header');
    element.innerHTML = rendered.html;
  }

  it('over the server markup of its build, hydrates it: the server’s nodes stay and work; no fallback over them', async () => {
    await holdServerMarkup();
    const serverButton = screen.getByRole('button', { name: 'Menu' });
    const { arrive } = slowRemote('header/Header');
    jest.useFakeTimers();
    const slot = mountChromeSlot(element, {
      id: 'header/Header',
      props: { language: 'en' },
      fallback: textFallback(element),
    });
    // Late: the server's markup is the part, links and all, so the fallback is not drawn over it.
    act(() => jest.advanceTimersByTime(deadlineMs.fallback));
    jest.useRealTimers();
    expect(slot.status()).toBe('late');
    expect(element).not.toHaveTextContent('fallback');

    await arrive({ default: TestHeader, chromeBuild: build });
    await waitFor(() => {
      fireEvent.click(serverButton);
      expect(serverButton).toHaveTextContent('Menu open');
    });
    expect(screen.getByRole('button')).toBe(serverButton);
    act(() => slot.unmount());
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('into an empty element, renders the part afresh', async () => {
    mockRemotes.set('header/FreshHeader', () => Promise.resolve({ default: TestHeader, chromeBuild: build }));
    const slot = mountChromeSlot(element, { id: 'header/FreshHeader' as ExposedModuleId, props: {} });

    const button = await within(element).findByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    expect(button).toHaveTextContent('Menu open');
    expect(element.querySelector('[data-chrome-fragment]')).toBeNull();
    act(() => slot.unmount());
  });
});
