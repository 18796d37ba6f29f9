import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ServerPart } from '@site-chrome/server';
import { getFixtures, mockServer, setUpHydrationMatrix } from '@site-chrome/dev/testing';
import { chromeBuild } from '../../../exposed/header';
import { headerServerParts } from '../../../server/parts';

/*
 * Issue 43, item 1, on the server-rendered fragment (rendered per language): the server's render reads the
 * menu's `title_key`s in the fragment's language, and hydration, which reads the menu's outline, reads the
 * same keys, so the Japanese labels are in the HTML and React finds nothing to patch.
 */
const part = headerServerParts.find((one) => one.name === 'Header') as ServerPart;
const hydrate = setUpHydrationMatrix(part, chromeBuild);
/** The bar's navigation comes first; the drawer's, named the same, follows it. */

it('draws the Japanese key texts in the fragment and hydrates them without a mismatch', async () => {
  // The menu in English whatever the language: only the keys can make its labels Japanese, and an outline
  // without them would hydrate "Trade" over the server's "取引".
  const englishMenu = getFixtures().headerMenu;
  mockServer.use(
    http.get('*/api/web/v1/site/headerMenuListV2', () =>
      HttpResponse.json({ code: 0, data: { list: englishMenu } }),
    ),
  );

  const { html, slot, recoverableErrors, consoleErrors, serverRootKept } = await hydrate({
    site: 'main',
    language: 'ja',
    theme: 'dark',
    signedIn: false,
  });

  const page = document.createElement('div');
  page.innerHTML = html;
  const server = within(page).getAllByRole('navigation', { name: 'メインメニュー' })[0]!;
  const bar = within(slot).getAllByRole('navigation', { name: 'メインメニュー' })[0]!;
  expect(within(server).getByRole('link', { name: '学ぶ' })).toHaveAttribute('href', '/ja/learn');
  expect(within(server).getByRole('button', { name: '取引' })).toHaveAccessibleName('取引');
  expect(within(bar).getByRole('link', { name: '学ぶ' })).toHaveAttribute('href', '/ja/learn');
  expect(within(bar).getByRole('button', { name: '取引' })).toBeInTheDocument();
  expect(within(bar).queryByRole('button', { name: 'Trade' })).not.toBeInTheDocument();
  expect(recoverableErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
  expect(serverRootKept).toBe(true);
});
