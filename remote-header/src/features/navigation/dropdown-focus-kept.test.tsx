import { act, fireEvent, within } from '@testing-library/react';
import type { ServerPart } from '@site-chrome/server';
import { setUpHydrationMatrix } from '@site-chrome/dev/testing';
import { chromeBuild } from '../../exposed/header';
import { headerServerParts } from '../../server/parts';

/*
 * Issue 41: React replaces the server's markup of a dropdown with its own once the whole menu and the
 * dropdown chunk are in, maybe while a keyboard reader is inside it. A file of its own: the page asks for
 * the whole menu once, and this needs a page that has not yet.
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

describe('given the server-rendered header of the main site, hydrated', () => {
  it('keeps the focus of a reader tabbing through the server’s contents when React draws its own', async () => {
    const { slot, consoleErrors } = await hydrate(mainSiteVisitor);
    const earn = within(slot).getByRole('button', { name: 'Earn' });
    act(() => earn.focus());
    await act(async () => {
      fireEvent.click(earn, { detail: 0 });
    });
    expect(earn).toHaveAttribute('aria-expanded', 'true');
    const serverLink = slot.querySelector<HTMLAnchorElement>('a[href$="/dual-currency-investment"]');
    act(() => serverLink?.focus());
    expect(serverLink).toHaveFocus();

    // The whole menu (asked for on focus) and the chunk come in.
    await until(() => serverLink?.isConnected === false);

    // (In Earn's item: jsdom shows the drawer's closed popover, with a link of its own, too.)
    const reactLink = within(earn.closest('li') as HTMLElement).getByRole('link', { name: /Dual/ });
    expect(reactLink).toHaveAttribute('href', serverLink?.getAttribute('href'));
    expect(reactLink).toHaveFocus();
    expect(earn).toHaveAttribute('aria-expanded', 'true');
    expect(consoleErrors).toEqual([]);
  });
});
