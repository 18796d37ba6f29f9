import { act, within } from '@testing-library/react';
import type { ServerPart } from '@site-chrome/server';
import { setUpHydrationMatrix } from '@site-chrome/dev/testing';
import { chromeBuild } from '../../exposed/header';
import { headerServerParts } from '../../server/parts';

/*
 * Issue 41: a click on a dropdown's button made before React took the header over is answered once. The
 * browser answers it (the button toggles its popover panel natively), whether React never saw the click,
 * sees it late (a click that forces hydration) or replays it; React follows the popover's toggle event.
 * A click after the takeover is React's alone: it keeps the browser's popover out of it.
 */
const part = headerServerParts.find((one) => one.name === 'Header') as ServerPart;
const hydrate = setUpHydrationMatrix(part, chromeBuild);
const mainSiteVisitor = { site: 'main', language: 'en', theme: 'light', signedIn: false } as const;

/** A keyboard click (detail 0: it toggles) stamped at `timeStamp` (ms since the page's time origin). */
function clickAt(button: HTMLElement, timeStamp: number): MouseEvent {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 });
  Object.defineProperty(click, 'timeStamp', { value: timeStamp });
  act(() => {
    button.dispatchEvent(click);
  });
  return click;
}

/** The popover's toggle event, as the browser fires it once it has shown or hidden the panel. */
function toggled(panel: Element, newState: 'open' | 'closed'): void {
  const toggle = new Event('toggle');
  Object.assign(toggle, { newState, oldState: newState === 'open' ? 'closed' : 'open' });
  act(() => {
    panel.dispatchEvent(toggle);
  });
}

describe('given the server-rendered header, hydrated', () => {
  it('leaves a click from before the takeover to the popover, and follows the popover’s toggle', async () => {
    const { slot, consoleErrors } = await hydrate(mainSiteVisitor);
    const trade = within(slot).getByRole('button', { name: 'Trade' });
    const panel = slot.querySelector(`#${CSS.escape(trade.getAttribute('popovertarget') ?? '')}`);
    expect(panel).not.toBeNull();

    // Stamped at the page's first millisecond: long before React took over (React reads a 0 stamp as none).
    const early = clickAt(trade, 1);

    expect(early.defaultPrevented).toBe(false);
    expect(trade).toHaveAttribute('aria-expanded', 'false');
    toggled(panel as Element, 'open');
    expect(trade).toHaveAttribute('aria-expanded', 'true');
    toggled(panel as Element, 'closed');
    expect(trade).toHaveAttribute('aria-expanded', 'false');
    expect(consoleErrors).toEqual([]);
  });

  it('answers a click after the takeover itself, once, and keeps the popover out of it', async () => {
    const { slot } = await hydrate(mainSiteVisitor);
    const trade = within(slot).getByRole('button', { name: 'Trade' });

    const late = clickAt(trade, performance.now() + 1);

    expect(late.defaultPrevented).toBe(true);
    expect(trade).toHaveAttribute('aria-expanded', 'true');
    clickAt(trade, performance.now() + 1);
    expect(trade).toHaveAttribute('aria-expanded', 'false');
  });
});
