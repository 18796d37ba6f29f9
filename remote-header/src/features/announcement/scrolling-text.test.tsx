import { render, screen } from '@testing-library/react';
import { ScrollingText, scrollDurationSeconds } from './scrolling-text';

describe('scrollDurationSeconds', () => {
  it.each([
    [200, 3],
    [400, 6],
    [1000, 15],
    [201, 4],
    [66, 1],
    [67, 2],
  ])('for a text %p px wide scrolls for ceil(width / 200 * 3) = %p seconds', (width, seconds) => {
    expect(scrollDurationSeconds(width)).toBe(seconds);
  });
});

describe('ScrollingText', () => {
  function layOut({ visibleWidth, textWidth }: { visibleWidth: number; textWidth: number }) {
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(visibleWidth);
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(textWidth);
  }

  it('given a text that fits, does not move it', () => {
    layOut({ visibleWidth: 600, textWidth: 400 });

    render(<ScrollingText>Deposits pause briefly.</ScrollingText>);

    expect(screen.getByText('Deposits pause briefly.').style.getPropertyValue('--scroll-distance')).toBe('');
  });

  it('given a text wider than the bar, scrolls it by the part that does not fit', () => {
    layOut({ visibleWidth: 300, textWidth: 700 });

    render(<ScrollingText>A very long announcement about a scheduled upgrade.</ScrollingText>);

    expect(
      screen
        .getByText('A very long announcement about a scheduled upgrade.')
        .style.getPropertyValue('--scroll-distance'),
    ).toBe('calc(400px * var(--inline-sign, -1))');
  });
});
