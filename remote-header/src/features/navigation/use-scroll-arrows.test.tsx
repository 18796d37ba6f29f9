import { act, renderHook } from '@testing-library/react';
import { useScrollArrows } from './use-scroll-arrows';

/** jsdom lays nothing out: the bar's sizes are set by hand. */
function fakeBar({ scrollWidth, clientWidth, scrollLeft = 0, dir = 'ltr' }: Record<string, number | string>) {
  const bar = document.createElement('div');
  bar.dir = String(dir);
  bar.style.direction = String(dir);
  document.body.append(bar);
  Object.defineProperty(bar, 'scrollWidth', { value: scrollWidth, configurable: true });
  Object.defineProperty(bar, 'clientWidth', { value: clientWidth, configurable: true });
  Object.defineProperty(bar, 'scrollLeft', { value: scrollLeft, writable: true, configurable: true });
  bar.scrollBy = jest.fn() as typeof bar.scrollBy;
  return bar;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

function arrowsFor(bar: HTMLElement) {
  const hook = renderHook(() => useScrollArrows({ current: bar }, 'menu'));
  act(() => jest.advanceTimersByTime(100));
  return hook;
}

describe('the navigation scroll arrows', () => {
  it('show nothing while the bar fits', () => {
    const { result } = arrowsFor(fakeBar({ scrollWidth: 800, clientWidth: 800 }));
    expect(result.current).toMatchObject({ canScrollBack: false, canScrollForward: false });
  });

  it('are checked 100 ms after mount, when the menu has laid out', () => {
    const bar = fakeBar({ scrollWidth: 1200, clientWidth: 800 });
    const { result } = renderHook(() => useScrollArrows({ current: bar }, 'menu'));
    expect(result.current.canScrollForward).toBe(false);

    act(() => jest.advanceTimersByTime(100));

    expect(result.current).toMatchObject({ canScrollBack: false, canScrollForward: true });
  });

  it('show the way back once the bar has scrolled, and none forward at its end', () => {
    const bar = fakeBar({ scrollWidth: 1200, clientWidth: 800, scrollLeft: 400 });
    const { result } = arrowsFor(bar);
    expect(result.current).toMatchObject({ canScrollBack: true, canScrollForward: false });
  });

  it('re-evaluate when the bar scrolls', () => {
    const bar = fakeBar({ scrollWidth: 1200, clientWidth: 800 });
    const { result } = arrowsFor(bar);

    bar.scrollLeft = 180;
    act(() => {
      bar.dispatchEvent(new Event('scroll'));
    });

    expect(result.current).toMatchObject({ canScrollBack: true, canScrollForward: true });
  });

  it('step 180 px, towards the reading direction', () => {
    const ltr = fakeBar({ scrollWidth: 1200, clientWidth: 800 });
    arrowsFor(ltr).result.current.scrollByStep(1);
    expect(ltr.scrollBy).toHaveBeenCalledWith({ left: 180, behavior: 'smooth' });

    // Right to left, Chromium's scrollLeft runs negative: "forward" is to the left.
    const rtl = fakeBar({ scrollWidth: 1200, clientWidth: 800, scrollLeft: -200, dir: 'rtl' });
    const { result } = arrowsFor(rtl);
    expect(result.current).toMatchObject({ canScrollBack: true, canScrollForward: true });
    result.current.scrollByStep(1);
    expect(rtl.scrollBy).toHaveBeenCalledWith({ left: -180, behavior: 'smooth' });
  });
});
