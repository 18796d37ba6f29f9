import { within } from '@testing-library/react';
import type { ServerPart } from '@site-chrome/server';
import { setUpHydrationMatrix } from '@site-chrome/dev/testing';
import { chromeBuild } from '../../exposed/header';
import { headerServerParts } from '../../server/parts';

/*
 * Issue 41, item 2: a dropdown the pointer opened before hydration closes on Escape (APG). CSS cannot hear
 * Escape; the browser takes a button's interest (`interestfor`) back on Escape, so the server's CSS shows a
 * hovered panel only while its button has the interest. The browser's own behaviour is
 * e2e/header-before-hydration.spec.ts's; this holds the markup and CSS it relies on.
 */
const part = headerServerParts.find((one) => one.name === 'Header') as ServerPart;
const hydrate = setUpHydrationMatrix(part, chromeBuild);
const mainSiteVisitor = { site: 'main', language: 'en', theme: 'light', signedIn: false } as const;

describe('given the server-rendered header of the main site', () => {
  it('names, from each dropdown button, a hidden mark of interest in its own item, and hydrates it as it is', async () => {
    const { html, consoleErrors, recoverableErrors } = await hydrate(mainSiteVisitor);
    const server = document.createElement('div');
    server.innerHTML = html;
    // The bar's (the drawer holds another).
    const navigation = within(server).getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement;
    const buttons = within(navigation)
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('popovertarget'));
    expect(buttons.length).toBeGreaterThan(1);

    for (const button of buttons) {
      const item = button.parentElement as HTMLElement;
      const mark = item.querySelector(`:scope > [id="${button.getAttribute('interestfor') ?? ''}"]`);
      expect(mark).toHaveAttribute('hidden');
      expect(mark?.childNodes).toHaveLength(0);
    }
    // Hovered, the panel shows only with its button's interest (which Escape takes back): hover alone
    // shows it only where the browser has no interest invokers.
    // Hovered, the panel shows only with its button's interest (which Escape takes back): hover alone
    // shows it only where the browser has no interest invokers.
    const rules = html.split('/*!sc*/').map((rule) => rule.trim());
    const shows = (rule: string) => rule.includes('{visibility:visible;}');
    expect(
      rules.filter((rule) => shows(rule) && rule.startsWith('li:hover:has(> :interest-target)>')),
    ).toHaveLength(1);
    expect(rules.filter((rule) => shows(rule) && rule.startsWith('li:hover>'))).toEqual([]);
    expect(
      rules.filter(
        (rule) => shows(rule) && rule.startsWith('@supports not selector(:interest-target){li:hover>'),
      ),
    ).toHaveLength(1);

    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
