import { act, screen, waitFor, within } from '@testing-library/react';
import type { ServerPart } from '@site-chrome/server';
import { setUpHydrationMatrix } from '@site-chrome/dev/testing';
import { chromeBuild } from '../../exposed/header';
import { headerServerParts } from '../../server/parts';

/*
 * Issue 41, item 2: below 992 px "Menu" opens the drawer before hydration, from the server's markup alone (a
 * popover of the button with the bar's navigation in it); once React has the button it opens the drawer's
 * dialog, and the server's popover is out of it.
 */
const part = headerServerParts.find((one) => one.name === 'Header') as ServerPart;
const hydrate = setUpHydrationMatrix(part, chromeBuild);
const mainSiteVisitor = { site: 'main', language: 'en', theme: 'light', signedIn: false } as const;

/** A click stamped at `timeStamp` (ms since the page's time origin). */
function clickAt(button: HTMLElement, timeStamp: number): MouseEvent {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
  Object.defineProperty(click, 'timeStamp', { value: timeStamp });
  act(() => {
    button.dispatchEvent(click);
  });
  return click;
}

/** The drawer's dialog (jsdom shows a closed popover: the server's, a dialog named Menu too, is left out). */
const drawerDialogs = () =>
  screen.queryAllByRole('dialog', { name: 'Menu' }).filter((dialog) => !dialog.hasAttribute('popover'));

/** The server's markup as a document shows it before any script. */
function serverDocument(html: string): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = html;
  return page;
}

describe('given the server-rendered header of a visitor', () => {
  it('draws the drawer as a popover of Menu: the bar’s links, groups as <details>, a close button', async () => {
    const { html, consoleErrors } = await hydrate(mainSiteVisitor);
    const page = serverDocument(html);
    const menuButton = within(page).getByRole('button', { name: 'Menu' });
    const popoverId = menuButton.getAttribute('popovertarget') ?? '';
    const popover = page.querySelector(`#${CSS.escape(popoverId)}`) as HTMLElement;

    expect(popover).toHaveAttribute('popover', 'auto');
    expect(popover).toHaveAttribute('role', 'dialog');
    expect(popover).toHaveAttribute('aria-label', 'Menu');
    const navigation = within(popover).getByRole('navigation', { name: 'Main' });
    // A group (Trade) opens as a <details>, with its links (Alpha, as in the bar's dropdown) inside.
    const trade = [...navigation.querySelectorAll('summary')].find(
      (summary) => summary.textContent === 'Trade',
    );
    expect(trade?.parentElement?.tagName).toBe('DETAILS');
    const alpha = [...(trade?.parentElement?.querySelectorAll('a') ?? [])].find((link) =>
      /Alpha/.test(link.textContent ?? ''),
    );
    expect(alpha?.getAttribute('href')).toMatch(/\/alpha$/);
    const close = within(popover).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('popovertarget', popoverId);
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
    expect(consoleErrors).toEqual([]);
  });

  it('places the drawer at the inline end, as the hydrated drawer: the left edge in a right-to-left page', async () => {
    const { html } = await hydrate({ ...mainSiteVisitor, language: 'ar' });
    const page = serverDocument(html);
    const menuButton = page.querySelector('button[data-track="menu"]') as HTMLElement;
    const popover = page.querySelector(
      `#${CSS.escape(menuButton.getAttribute('popovertarget') ?? '')}`,
    ) as HTMLElement;
    expect(popover.closest('[dir]')).toHaveAttribute('dir', 'rtl');

    // Its rule: logical insets (the popover keeps the header's direction in the top layer), none physical.
    const rule = html
      .split('/*!sc*/')
      .map((one) => one.trim())
      .find((one) => [...popover.classList].some((name) => one.startsWith(`.${name}{`)));
    expect(rule).toContain('inset-inline:auto 0;');
    expect(rule).not.toMatch(/[{;](inset|left|right):/);
  });

  it('leaves a click from before the takeover to the popover, and opens the dialog on a later one', async () => {
    const { slot, consoleErrors } = await hydrate(mainSiteVisitor);
    const menuButton = within(slot).getByRole('button', { name: 'Menu' });
    expect(
      slot.querySelector(`#${CSS.escape(menuButton.getAttribute('popovertarget') ?? '')}`),
    ).not.toBeNull();

    expect(clickAt(menuButton, 1).defaultPrevented).toBe(false);
    expect(drawerDialogs()).toEqual([]);

    expect(clickAt(menuButton, performance.now() + 1).defaultPrevented).toBe(true);
    await waitFor(() => expect(drawerDialogs()).toHaveLength(1));
    expect(consoleErrors).toEqual([]);
  });
});
