import { act, waitFor, within } from '@testing-library/react';
import type { ChromeProps } from '../props/chrome-props-schema';
import { createMount, type MountedChrome } from './create-mount';
import { expectConsoleErrors } from '@site-chrome/dev/testing';

/** A stand-in for an exposed component: shows the page path it was given. */
function PagePath({ path = '/' }: ChromeProps) {
  return <p>Page {path}</p>;
}

const mountPagePath = createMount(PagePath, 'PagePath');

let element: HTMLElement;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  element = document.createElement('div');
  document.body.append(element);
  consoleError = expectConsoleErrors();
});

afterEach(() => {
  element.remove();
});

function mountInto(target: Element, props?: ChromeProps): MountedChrome {
  let mounted: MountedChrome | undefined;
  act(() => {
    mounted = mountPagePath(target, props);
  });
  return mounted as MountedChrome;
}

describe('given a plain page element', () => {
  it('mounting renders the component into it with the props', () => {
    mountInto(element, { path: '/trade/BTC_USDT' });

    expect(within(element).getByText('Page /trade/BTC_USDT')).toBeInTheDocument();
  });

  it('mounting without props renders with none', () => {
    mountInto(element);

    expect(within(element).getByText('Page /')).toBeInTheDocument();
  });

  it('update re-renders with the new props, replacing the old ones', () => {
    const mounted = mountInto(element, { path: '/trade/BTC_USDT' });

    act(() => mounted.update({ path: '/myaccount/myfunds' }));

    expect(within(element).getByText('Page /myaccount/myfunds')).toBeInTheDocument();
    expect(within(element).queryByText('Page /trade/BTC_USDT')).not.toBeInTheDocument();
  });

  it('unmount empties the element', () => {
    const mounted = mountInto(element, { path: '/' });

    act(() => mounted.unmount());

    expect(element).toBeEmptyDOMElement();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('update after unmount changes nothing and logs one error naming the component', () => {
    const mounted = mountInto(element, { path: '/' });
    act(() => mounted.unmount());

    act(() => mounted.update({ path: '/trade/BTC_USDT' }));

    expect(element).toBeEmptyDOMElement();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('[site-chrome] PagePath: update called after unmount'),
    );
  });

  it('unmounting twice is harmless', () => {
    const mounted = mountInto(element, { path: '/' });
    act(() => mounted.unmount());

    expect(() => act(() => mounted.unmount())).not.toThrow();
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('given something that is not an element', () => {
  it.each([
    ['null', null],
    ['a selector string', '#header'],
    ['a plain object', { innerHTML: '' }],
  ])('given %s, logs one error and returns a handle that does nothing', (_, target) => {
    const mounted = mountInto(target as unknown as Element, { path: '/' });

    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('[site-chrome] PagePath: mount needs a DOM element'),
    );

    expect(() => {
      mounted.update({ path: '/trade/BTC_USDT' });
      mounted.unmount();
    }).not.toThrow();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('given a component that throws once its props change', () => {
  function ThrowsOnOtherPaths({ path = '/' }: ChromeProps) {
    if (path !== '/') throw new Error(`no page at ${path}`);
    return <p>Page {path}</p>;
  }
  const mountThrowing = createMount(ThrowsOnOtherPaths, 'ThrowsOnOtherPaths');

  it('an update that throws logs one error naming the part, and never reaches the page as uncaught', async () => {
    const uncaught = jest.fn();
    window.addEventListener('error', uncaught);
    let mounted: MountedChrome | undefined;
    act(() => {
      mounted = mountThrowing(element, { path: '/' });
    });

    // As a page calls it, outside act(): inside it, React hands an uncaught error to act() to rethrow.
    const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;
    global.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      mounted?.update({ path: '/trade/BTC_USDT' });
      await waitFor(() => expect(consoleError).toHaveBeenCalled());
    } finally {
      global.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }

    window.removeEventListener('error', uncaught);
    expect(uncaught).not.toHaveBeenCalled();
    expect(consoleError.mock.calls.map(([message]) => String(message))).toEqual([
      '[site-chrome] ThrowsOnOtherPaths: failed to render: no page at /trade/BTC_USDT',
    ]);
  });

  it('tells the page once through onRenderError when an update throws, and not before', () => {
    const onRenderError = jest.fn();
    let mounted: MountedChrome | undefined;
    act(() => {
      mounted = mountThrowing(element, { path: '/' }, { onRenderError });
    });
    expect(within(element).getByText('Page /')).toBeInTheDocument();
    expect(onRenderError).not.toHaveBeenCalled();

    act(() => mounted?.update({ path: '/trade/BTC_USDT' }));

    expect(onRenderError).toHaveBeenCalledTimes(1);
    expect(element).toBeEmptyDOMElement();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('tells the page through onRenderError when the first render throws', () => {
    const onRenderError = jest.fn();

    act(() => {
      mountThrowing(element, { path: '/markets' }, { onRenderError });
    });

    expect(onRenderError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      '[site-chrome] ThrowsOnOtherPaths: failed to render: no page at /markets',
      expect.anything(),
    );
  });
});
