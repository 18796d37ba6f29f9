import { within } from '@testing-library/react';
import type { ServerPart } from '@site-chrome/server';
import { setUpHydrationMatrix } from '@site-chrome/dev/testing';
import { chromeBuild } from '../../exposed/header';
import { headerServerParts } from '../../server/parts';

/*
 * Issue 41, item 2: "market panels show their shell and fill when their code arrives". The server draws,
 * in each dropdown with market items, the shell of each item's market (heading, sub-tab names, a loading
 * status in the panel's box), shown by CSS while its item is hovered or focused; hydration keeps that
 * markup as it is (the browser's own hover is e2e/header-before-hydration.spec.ts's).
 */
const part = headerServerParts.find((one) => one.name === 'Header') as ServerPart;
const hydrate = setUpHydrationMatrix(part, chromeBuild);
const mainSiteVisitor = { site: 'main', language: 'en', theme: 'light', signedIn: false } as const;

describe('given the server-rendered header of the main site', () => {
  it('holds, in the Trade dropdown, a loading shell of the Spot panel beside the item that shows it', async () => {
    const { html, slot, consoleErrors, recoverableErrors, serverRootKept } = await hydrate(mainSiteVisitor);
    const server = document.createElement('div');
    server.innerHTML = html;
    const trade = within(server).getByRole('button', { name: 'Trade' });
    const panel = server.querySelector(`[id="${trade.getAttribute('popovertarget') ?? ''}"]`) as HTMLElement;

    // Hidden while closed, and a hidden element's name is not computed: found by their text.
    const spotItem = within(panel)
      .getAllByRole('link', { hidden: true })
      .find((link) => link.textContent?.startsWith('Spot'));
    expect(spotItem).toHaveAttribute('data-shows-market', 'trade');
    const shell = within(panel)
      .getAllByRole('region', { hidden: true })
      .find(
        (region) =>
          region.querySelector(`[id="${region.getAttribute('aria-labelledby') ?? ''}"]`)?.textContent ===
          'Spot',
      );
    if (!shell) throw new Error('no region headed Spot');
    expect(shell).toHaveAttribute('aria-busy', 'true');
    expect(shell.closest('[data-shell-of]')).toHaveAttribute('data-shell-of', 'trade');
    expect(within(shell).getByRole('status', { hidden: true })).toHaveTextContent('Loading markets');
    expect(within(shell).getByText('USDC')).toBeTruthy();
    // One shell per market of the items (Spot, Alpha, Pre-Market, Pilot), in their order.
    const shellsOf = [...panel.querySelectorAll('[data-shell-of]')].map((one) =>
      one.getAttribute('data-shell-of'),
    );
    expect(shellsOf).toEqual(['trade', 'memebox', 'preMarket', 'pilot']);

    // Its CSS shows it while the Spot item is hovered or focused, and keeps it while the pointer is on it,
    // its room beside the items its own (padding, not a margin the pointer would cross outside both).
    expect(html).toContain("[data-shows-market='trade']:is(:hover, :focus))>");
    const shellClasses = [...(shell.closest('[data-shell-of]')?.classList ?? [])];
    const shellRules = html
      .split('/*!sc*/')
      .map((rule) => rule.trim())
      .filter((rule) => shellClasses.some((name) => rule.startsWith(`.${name}`)));
    expect(shellRules).toContainEqual(expect.stringMatching(/^\.[\w-]+:hover\{display:block;\}/));
    expect(shellRules.join('')).toMatch(/padding-inline-start:/);
    expect(shellRules.join('')).not.toMatch(/margin/);

    // Hydration takes the shells over as they are.
    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(serverRootKept).toBe(true);
    expect(slot.querySelectorAll('[data-shell-of]')).toHaveLength(
      server.querySelectorAll('[data-shell-of]').length,
    );
  });
});
