import { act, fireEvent, screen, within } from '@testing-library/react';
import { ChromeProviders } from '@site-chrome/runtime';
import { parseMenu } from '@site-chrome/data/header-menu';
import { renderWithChrome } from '@site-chrome/dev/testing';
import { MainNavigation } from './main-navigation';
import { toNavigationEntries } from './navigation-model';

/*
 * Header spec section 4: "Nav scroll arrows appear when the bar overflows left or right; each click
 * scrolls 180 px", and the arrows are checked again 100 ms after the bar mounts (layout settles: fonts, the
 * menu). The numbers are written out here, not read from the hook's constants, so changing either fails.
 */

const entries = toNavigationEntries(
  parseMenu(
    {
      code: 0,
      data: {
        list: ['Markets', 'Earn', 'Launch', 'Web3', 'Learn'].map((title) => ({
          code: title.toLowerCase(),
          title,
          jump_url: `/${title.toLowerCase()}`,
        })),
      },
    },
    { placement: 'web', complianceMenuList: [] },
  ),
  { hiddenCodes: new Set(), linkTo: (path) => path },
);

/**
 * jsdom lays nothing out: the bar's scroller is given a 1,200 px row in an 800 px box, and `scrollBy` moves
 * `scrollLeft` as a browser does (then fires `scroll`, as a browser does when it has moved).
 */
function layOutOverflowing(scroller: HTMLElement) {
  let scrollLeft = 0;
  Object.defineProperty(scroller, 'scrollWidth', { value: 1200, configurable: true });
  Object.defineProperty(scroller, 'clientWidth', { value: 800, configurable: true });
  Object.defineProperty(scroller, 'scrollLeft', {
    configurable: true,
    get: () => scrollLeft,
    set: (value: number) => {
      scrollLeft = value;
    },
  });
  scroller.scrollBy = ((options: ScrollToOptions) => {
    scrollLeft += options.left ?? 0;
    scroller.dispatchEvent(new Event('scroll'));
  }) as typeof scroller.scrollBy;
}

function renderBar(direction: 'ltr' | 'rtl' = 'ltr') {
  renderWithChrome(
    <ChromeProviders>
      <div dir={direction}>
        <MainNavigation entries={entries} />
      </div>
    </ChromeProviders>,
  );
  const navigation = screen.getByRole('navigation', { name: 'Main' });
  // The scroller is the element that holds the list of items.
  const scroller = within(navigation).getByRole('list').parentElement as HTMLElement;
  layOutOverflowing(scroller);
  // A browser's scroller inherits the page's direction; jsdom's computed style does not inherit it.
  scroller.style.direction = direction;
  return { bar: within(navigation), scroller };
}

const forward = /Scroll the navigation forward/;
const back = /Scroll the navigation back/;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the navigation bar that overflows', () => {
  it('shows the forward arrow 100 ms after it mounts, not at 99 ms', () => {
    const { bar } = renderBar();
    expect(bar.queryByRole('button', { name: forward })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(99));
    expect(bar.queryByRole('button', { name: forward })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(bar.getByRole('button', { name: forward })).toBeInTheDocument();
    expect(bar.queryByRole('button', { name: back })).not.toBeInTheDocument();
  });

  it('moves 180 px per click on an arrow, forward and back', () => {
    const { bar, scroller } = renderBar();
    act(() => jest.advanceTimersByTime(100));

    fireEvent.click(bar.getByRole('button', { name: forward }));
    expect(scroller.scrollLeft).toBe(180);
    fireEvent.click(bar.getByRole('button', { name: forward }));
    expect(scroller.scrollLeft).toBe(360);

    fireEvent.click(bar.getByRole('button', { name: back }));
    expect(scroller.scrollLeft).toBe(180);
  });

  it('moves 180 px towards the left, right to left, for "forward"', () => {
    const { bar, scroller } = renderBar('rtl');
    act(() => jest.advanceTimersByTime(100));

    fireEvent.click(bar.getByRole('button', { name: forward }));

    // Chromium counts scrollLeft down from 0 right to left.
    expect(scroller.scrollLeft).toBe(-180);
  });
});
