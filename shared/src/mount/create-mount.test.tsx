import { act, within } from '@testing-library/react';
import type { ChromeProps } from '../props/chrome-props-schema';
import { createMount, type MountedChrome } from './create-mount';
import { expectConsoleErrors } from '../testing/console-errors';

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
