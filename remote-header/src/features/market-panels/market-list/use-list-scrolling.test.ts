import { act, renderHook } from '@testing-library/react';
import type { UIEvent } from 'react';
import { useListScrolling } from './use-list-scrolling';

/*
 * Header spec section 9: "'View All' appears at scroll 450 px or more; scroll handler wait 200 ms". Fake
 * timers make the 200 ms exact: the rule is checked at 199 and 200 ms, not by waiting.
 */
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function scrollTo(onScroll: (event: UIEvent<HTMLElement>) => void, list: HTMLElement, top: number) {
  list.scrollTop = top;
  act(() => onScroll({ currentTarget: list } as unknown as UIEvent<HTMLElement>));
}

describe('useListScrolling', () => {
  it('offers "View All" from a scroll of 450 px, not at 449 px', () => {
    const list = document.createElement('div');
    const { result } = renderHook(() => useListScrolling());

    scrollTo(result.current.onScroll, list, 449);
    act(() => jest.advanceTimersByTime(200));
    expect(result.current.viewAllShown).toBe(false);

    scrollTo(result.current.onScroll, list, 450);
    act(() => jest.advanceTimersByTime(200));
    expect(result.current.viewAllShown).toBe(true);

    scrollTo(result.current.onScroll, list, 0);
    act(() => jest.advanceTimersByTime(200));
    expect(result.current.viewAllShown).toBe(false);
  });

  it('decides 200 ms after the last scroll event, not before, and once for a burst', () => {
    const list = document.createElement('div');
    const onScrollRest = jest.fn();
    const { result } = renderHook(() => useListScrolling(onScrollRest));

    scrollTo(result.current.onScroll, list, 300);
    act(() => jest.advanceTimersByTime(150));
    scrollTo(result.current.onScroll, list, 600);
    expect(result.current.isScrolling()).toBe(true);
    act(() => jest.advanceTimersByTime(199));
    expect(result.current.viewAllShown).toBe(false);
    expect(onScrollRest).not.toHaveBeenCalled();
    expect(list).toHaveAttribute('data-scrolling');

    act(() => jest.advanceTimersByTime(1));
    expect(result.current.viewAllShown).toBe(true);
    expect(onScrollRest).toHaveBeenCalledTimes(1);
    expect(result.current.isScrolling()).toBe(false);
    expect(list).not.toHaveAttribute('data-scrolling');
  });
});
