import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ServerPart } from '@site-chrome/server';
import { requestedUrls, setUpHydrationMatrix } from '@site-chrome/dev/testing';
import { chromeBuild } from '../../exposed/header';
import { headerServerParts } from '../../server/parts';

/*
 * Issue 41: the server's header draws every dropdown's contents in its markup, so they open before any
 * script; the menu then travels once, as that markup. Its hydration data carries the menu's outline only,
 * React keeps the server's markup of the dropdowns, and the menu is asked for on the first interest.
 */
const part = headerServerParts.find((one) => one.name === 'Header') as ServerPart;
const hydrate = setUpHydrationMatrix(part, chromeBuild);
const mainSiteVisitor = { site: 'main', language: 'en', theme: 'light', signedIn: false } as const;

/**
 * Waits, in real time (the matrix fakes the clock only), until `done` holds: the whole menu comes from the
 * mock API and the dropdown chunk loads. Testing Library's waitFor advances fake timers instead of waiting.
 */
async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 200 && !done(); turn += 1)
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 25)));
}

/** The fragment's hydration data, parsed. */
function hydrationDataOf(html: string): {
  queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
} {
  const json = /data-chrome-fragment-data="Header">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null';
  return JSON.parse(json) as ReturnType<typeof hydrationDataOf>;
}

const menuCalls = () => requestedUrls.filter((url) => url.pathname.endsWith('/headerMenuListV2'));

describe('given the server-rendered header of the main site', () => {
  it('holds each dropdown’s contents in its markup, a popover of its button', async () => {
    const { html } = await hydrate(mainSiteVisitor);
    const container = document.createElement('div');
    container.innerHTML = html;

    const trade = within(container).getByRole('button', { name: 'Trade' });
    const panel = container.querySelector(`#${CSS.escape(trade.getAttribute('popovertarget') ?? '')}`);
    expect(panel?.getAttribute('popover')).toBe('auto');
    expect(panel?.querySelector('a[href$="/alpha"]')?.textContent).toContain('Alpha');
  });

  it('sends the menu as markup only: its hydration data is the outline, without the dropdowns’ texts', async () => {
    const { html, consoleErrors } = await hydrate(mainSiteVisitor);
    const { queries } = hydrationDataOf(html);
    const keys = queries.queries.map((query) => query.queryKey);

    expect(keys.some((key) => key[2] === 'header-menu' && key.length === 4)).toBe(false);
    const outline = queries.queries.find((query) => query.queryKey[4] === 'outline');
    expect(outline?.queryKey[2]).toBe('header-menu');
    const outlineJson = JSON.stringify(outline?.state.data);
    expect(outlineJson).toContain('"t":"Trade"');
    // The dropdowns' titles, descriptions and links are in the markup, not again here.
    expect(html).toContain('Simple Earn');
    expect(outlineJson).not.toContain('Simple Earn');
    expect(outlineJson).not.toContain('/alpha');
    // 1,388 characters: each top-level item's title_key travels with its title (issue 43), about 90 more.
    expect(outlineJson.length).toBeLessThan(1450);
    expect(consoleErrors).toEqual([]);
  });

  it('hydrates keeping the server’s dropdown markup, and asks for the menu once, on the first hover', async () => {
    const { slot, browserApiCalls, consoleErrors } = await hydrate(mainSiteVisitor);
    expect(browserApiCalls).toEqual([]);
    const trade = within(slot).getByRole('button', { name: 'Trade' });
    const serverLink = slot.querySelector('a[href$="/alpha"]');
    expect(serverLink).not.toBeNull();

    await act(async () => {
      fireEvent.pointerEnter(trade.closest('li') as HTMLElement, { pointerType: 'mouse' });
    });

    expect(trade).toHaveAttribute('aria-expanded', 'true');
    await until(() => menuCalls().length === 1);
    expect(menuCalls()).toHaveLength(1);
    // React's own contents replace the server's once the menu and the chunk are in: the same link.
    await until(() => slot.querySelector('a[href$="/alpha"]') !== serverLink);
    expect(serverLink?.isConnected).toBe(false);
    // (In Trade's item: jsdom shows the drawer's closed popover, with an Alpha link of its own, too.)
    expect(within(trade.closest('li') as HTMLElement).getByRole('link', { name: /Alpha/ })).toBeVisible();
    fireEvent.pointerEnter(within(slot).getByRole('button', { name: 'Earn' }).closest('li') as HTMLElement, {
      pointerType: 'mouse',
    });
    expect(menuCalls()).toHaveLength(1);
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });
});
