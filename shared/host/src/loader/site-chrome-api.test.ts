import { createMount, type ChromeProps, type MountFunction, type MountedChrome } from '@site-chrome/runtime';
import { createElement } from 'react';
import { waitFor, within } from '@testing-library/dom';
import type { ChromePart } from './chrome-parts';
import { createSiteChrome, type LoadMountFunction, type WatchPartReloads } from './site-chrome-api';
import { expectConsoleErrors } from '@site-chrome/dev/testing';
import { deadlineMs } from '@site-chrome/rules/deadlines';

/** A mount function that records what the page asked of it. */
function recordingMount() {
  const calls: string[] = [];
  const mount: MountFunction = (element, props) => {
    calls.push(`mount ${props?.theme}`);
    element.textContent = `mounted ${props?.theme}`;
    const mounted: MountedChrome = {
      update: (next) => calls.push(`update ${next.theme}`),
      unmount: () => {
        calls.push('unmount');
        element.replaceChildren();
      },
    };
    return mounted;
  };
  return { mount, calls };
}

/** A remote that arrives when the test says so. */
function deferredLoad() {
  let arrive: (mount: MountFunction | undefined) => void = () => undefined;
  const load = jest.fn<ReturnType<LoadMountFunction>, [ChromePart]>(
    () => new Promise((resolve) => (arrive = resolve)),
  );
  return { load, arrive: (mount: MountFunction | undefined) => arrive(mount) };
}

let consoleError: jest.SpyInstance;
let element: HTMLElement;

beforeEach(() => {
  consoleError = expectConsoleErrors();
  element = document.createElement('div');
  document.body.replaceChildren(element);
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('given a part whose remote loads', () => {
  it('returns a handle at once and mounts the part when its remote arrives', async () => {
    const { load, arrive } = deferredLoad();
    const { mount, calls } = recordingMount();

    const handle = createSiteChrome(load).mount('footer', element, { theme: 'light' });
    expect(handle).toEqual({ update: expect.any(Function), unmount: expect.any(Function) });
    expect(element).toBeEmptyDOMElement();
    expect(load).toHaveBeenCalledWith('footer');

    arrive(mount);
    await waitFor(() => expect(element).toHaveTextContent('mounted light'));
    expect(calls).toEqual(['mount light']);
  });

  it('after an update before the remote arrived, mounts with the latest props', async () => {
    const { load, arrive } = deferredLoad();
    const { mount, calls } = recordingMount();

    const handle = createSiteChrome(load).mount('header', element, { theme: 'light' });
    handle.update({ theme: 'dark' });
    arrive(mount);

    await waitFor(() => expect(calls).toEqual(['mount dark']));
  });

  it('once mounted, passes updates and the unmount on to the remote', async () => {
    const { mount, calls } = recordingMount();
    const handle = createSiteChrome(() => Promise.resolve(mount)).mount('search', element, {
      theme: 'light',
    });
    await waitFor(() => expect(calls).toEqual(['mount light']));

    handle.update({ theme: 'dark' });
    handle.unmount();

    expect(calls).toEqual(['mount light', 'update dark', 'unmount']);
    expect(element).toBeEmptyDOMElement();
  });

  it('loads no search on a page with a device_type parameter, and logs nothing', async () => {
    window.history.replaceState(null, '', '/?device_type=app');
    const load = jest.fn(() => Promise.resolve(recordingMount().mount));

    createSiteChrome(load).mount('search', element);
    await settle();

    expect(load).not.toHaveBeenCalled();
    expect(element).toBeEmptyDOMElement();
    expect(consoleError).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });

  it('after an unmount before the remote arrived, never mounts', async () => {
    const { load, arrive } = deferredLoad();
    const { mount, calls } = recordingMount();

    createSiteChrome(load).mount('header', element).unmount();
    arrive(mount);
    await settle();

    expect(calls).toEqual([]);
    expect(element).toBeEmptyDOMElement();
  });
});

describe('given a part whose remote cannot be loaded', () => {
  it('shows the header\u2019s plain fallback and adds no error of its own (the runtime plugin logged it)', async () => {
    createSiteChrome(() => Promise.resolve(undefined)).mount('header', element, { language: 'en' });

    const header = await within(element).findByRole('banner');
    expect(header).toHaveAttribute('data-fallback', 'header');
    expect(within(header).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('when the loader\u2019s own code fails to arrive, shows the fallback and logs one error', async () => {
    createSiteChrome(() => Promise.reject(new Error('ChunkLoadError'))).mount('footer', element);

    expect(await within(element).findByRole('contentinfo')).toHaveAttribute('data-fallback', 'footer');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      '[site-chrome] loader: "footer" could not be loaded; showing its fallback.',
      expect.any(Error),
    );
  });

  it('when the mount function throws, shows the fallback and logs one error instead of throwing', async () => {
    const brokenMount: MountFunction = () => {
      throw new Error('store shape changed');
    };
    createSiteChrome(() => Promise.resolve(brokenMount)).mount('search', element);

    expect(await within(element).findByRole('link', { name: 'Browse all markets' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      '[site-chrome] loader: "search" failed to mount; showing its fallback.',
      expect.any(Error),
    );
  });

  it('when the part throws while rendering after an update, its fallback takes its place; one error', async () => {
    // The remotes' real mount function, around a part that cannot render dark.
    const LightOnly = ({ theme }: ChromeProps) => {
      if (theme === 'dark') throw new Error('no dark palette');
      return createElement('p', null, `footer in ${theme}`);
    };
    const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;
    global.IS_REACT_ACT_ENVIRONMENT = false; // as a plain page calls it: no act()
    try {
      const handle = createSiteChrome(() => Promise.resolve(createMount(LightOnly, 'Footer'))).mount(
        'footer',
        element,
        { theme: 'light' },
      );
      await within(element).findByText('footer in light');

      handle.update({ theme: 'dark' });

      expect(await within(element).findByRole('contentinfo')).toHaveAttribute('data-fallback', 'footer');
      expect(consoleError.mock.calls.map(([message]) => String(message))).toEqual([
        '[site-chrome] Footer: failed to render: no dark palette',
      ]);
      handle.update({ theme: 'light', language: 'de' });
      expect(within(element).getByRole('link', { name: 'User Agreement' })).toHaveAttribute(
        'href',
        '/de/user-agreement',
      );
      handle.unmount();
      expect(element).toBeEmptyDOMElement();
    } finally {
      global.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('an update re-renders the fallback in the new language, and unmount empties the element', async () => {
    const handle = createSiteChrome(() => Promise.resolve(undefined)).mount('footer', element, {
      language: 'en',
    });
    await within(element).findByRole('contentinfo');

    handle.update({ language: 'de' });
    expect(within(element).getByRole('link', { name: 'User Agreement' })).toHaveAttribute(
      'href',
      '/de/user-agreement',
    );

    handle.unmount();
    expect(element).toBeEmptyDOMElement();
  });
});

describe('given a part whose remote is slower than the fallback deadline', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the plain fallback at the deadline, logs nothing, then mounts the part in its place', async () => {
    const { load, arrive } = deferredLoad();
    const { mount, calls } = recordingMount();

    createSiteChrome(load).mount('footer', element, { theme: 'light' });
    jest.advanceTimersByTime(deadlineMs.fallback - 1);
    expect(element).toBeEmptyDOMElement();
    jest.advanceTimersByTime(1);
    expect(within(element).getByRole('contentinfo')).toHaveAttribute('data-fallback', 'footer');

    arrive(mount);
    await jest.runAllTimersAsync();
    expect(calls).toEqual(['mount light']);
    expect(element).toHaveTextContent(/^mounted light$/);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('an update while late redraws the fallback, and the part mounts with the latest props', async () => {
    const { load, arrive } = deferredLoad();
    const { mount, calls } = recordingMount();

    const handle = createSiteChrome(load).mount('footer', element, { language: 'en', theme: 'light' });
    jest.advanceTimersByTime(deadlineMs.fallback);
    handle.update({ language: 'de', theme: 'dark' });
    expect(within(element).getByRole('link', { name: 'User Agreement' })).toHaveAttribute(
      'href',
      '/de/user-agreement',
    );

    arrive(mount);
    await jest.runAllTimersAsync();
    expect(calls).toEqual(['mount dark']);
  });

  it('an unmount before the deadline leaves no timer behind and nothing on the page', () => {
    const { load } = deferredLoad();

    createSiteChrome(load).mount('header', element).unmount();

    expect(jest.getTimerCount()).toBe(0);
    expect(element).toBeEmptyDOMElement();
  });
});

describe('given a mount call the loader cannot honour', () => {
  it('for an unknown part, logs one error naming the parts and returns a handle that does nothing', () => {
    const load = jest.fn<ReturnType<LoadMountFunction>, [ChromePart]>();

    const handle = createSiteChrome(load).mount('sidebar' as ChromePart, element);
    handle.update({});
    handle.unmount();

    expect(load).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      '[site-chrome] loader: unknown part "sidebar"; expected one of header, announcement-bar, footer, search. Nothing was mounted.',
    );
  });

  it('without an element to render into, logs one error and mounts nothing', () => {
    const load = jest.fn<ReturnType<LoadMountFunction>, [ChromePart]>();

    createSiteChrome(load).mount('header', null as unknown as Element);

    expect(load).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

/** Reloads the test announces for a part's remote, as the stale-build recovery does after a deploy. */
function announcedReloads() {
  const listeners = new Map<ChromePart, Set<() => void>>();
  const watch: WatchPartReloads = (part, onReload) => {
    const forPart = listeners.get(part) ?? new Set();
    listeners.set(part, forPart);
    forPart.add(onReload);
    return () => forPart.delete(onReload);
  };
  const announce = (part: ChromePart) => [...(listeners.get(part) ?? [])].forEach((listener) => listener());
  const watching = (part: ChromePart) => listeners.get(part)?.size ?? 0;
  return { watch, announce, watching };
}

describe("given the part's remote is reloaded from a newer build while the page is open", () => {
  it('draws the part again from the new build, with the latest props', async () => {
    const oldBuild = recordingMount();
    const newBuild = recordingMount();
    const builds = [oldBuild.mount, newBuild.mount];
    const reloads = announcedReloads();
    const handle = createSiteChrome(() => Promise.resolve(builds.shift()), reloads.watch).mount(
      'header',
      element,
      { theme: 'light' },
    );
    await waitFor(() => expect(oldBuild.calls).toEqual(['mount light']));
    handle.update({ theme: 'dark' });

    reloads.announce('header');

    await waitFor(() => expect(newBuild.calls).toEqual(['mount dark']));
    expect(oldBuild.calls).toEqual(['mount light', 'update dark', 'unmount']);
    expect(element).toHaveTextContent('mounted dark');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('keeps the part it has when the new build has no mount function (its error is reported there)', async () => {
    const oldBuild = recordingMount();
    const builds = [oldBuild.mount, undefined];
    const reloads = announcedReloads();
    createSiteChrome(() => Promise.resolve(builds.shift()), reloads.watch).mount('footer', element, {
      theme: 'light',
    });
    await waitFor(() => expect(oldBuild.calls).toEqual(['mount light']));

    reloads.announce('footer');
    await settle();

    expect(oldBuild.calls).toEqual(['mount light']);
    expect(element).toHaveTextContent('mounted light');
  });

  it('stops listening once the part is unmounted', async () => {
    const reloads = announcedReloads();
    const load = jest.fn(() => Promise.resolve(recordingMount().mount));
    const handle = createSiteChrome(load, reloads.watch).mount('search', element, { theme: 'light' });
    await waitFor(() => expect(reloads.watching('search')).toBe(1));

    handle.unmount();
    reloads.announce('search');
    await settle();

    expect(reloads.watching('search')).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
