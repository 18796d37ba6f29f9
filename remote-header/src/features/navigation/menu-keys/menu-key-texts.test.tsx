import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getFixtures, mockServer, renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import Header from '../../../exposed/header';

/*
 * Header spec section 3, "Menu item from server": `title_key` and `desc_key` are read in the page language
 * when it has them; the server's `title` and `desc` stand in when it does not (issue 43, item 1).
 */
setUpMockApi();

/** The mock menu as it is written, in English, served whatever language is asked for. */
function serveEnglishMenu(change: (menu: Record<string, unknown>[]) => void = () => {}) {
  const menu = structuredClone(getFixtures().headerMenu) as Record<string, unknown>[];
  change(menu);
  mockServer.use(
    http.get('*/api/web/v1/site/headerMenuListV2', () =>
      HttpResponse.json({ code: 0, data: { list: menu } }),
    ),
  );
}

/** The Japanese main navigation, once the Japanese strings are in (the landmark is named in Japanese). */
async function japaneseNavigation() {
  return within(await screen.findByRole('navigation', { name: 'メインメニュー' }));
}

describe('given a Japanese reader', () => {
  it('names the key-only "Learn" item in Japanese, not in English words', async () => {
    renderWithChrome(<Header language="ja" />);
    const navigation = await japaneseNavigation();

    expect(await navigation.findByRole('link', { name: '学ぶ' })).toHaveAttribute('href', '/ja/learn');
    expect(navigation.queryByRole('link', { name: 'Learn' })).not.toBeInTheDocument();
  });

  it("reads every title and description key in Japanese over the server's English texts", async () => {
    serveEnglishMenu();
    const user = userEvent.setup();
    renderWithChrome(<Header language="ja" />);
    const navigation = await japaneseNavigation();

    await user.click(await navigation.findByRole('button', { name: '取引' }));

    const spot = await navigation.findByRole('link', { name: /現物/ });
    expect(spot).toHaveTextContent('取引所で現物');
    expect(spot).not.toHaveTextContent('Spot on the exchange');
    expect(navigation.queryByRole('button', { name: 'Trade' })).not.toBeInTheDocument();
  });

  it("shows the server's title and description for keys Japanese does not have", async () => {
    serveEnglishMenu((menu) => {
      const trade = menu.find((item) => item.code === 'trade') as { children: Record<string, unknown>[] };
      Object.assign(trade.children[0]!, {
        title: 'サーバーの現物',
        title_key: 'nav.not_shipped',
        desc: 'サーバーの説明',
        desc_key: 'nav.not_shipped_desc',
      });
    });
    const user = userEvent.setup();
    renderWithChrome(<Header language="ja" />);
    const navigation = await japaneseNavigation();

    await user.click(await navigation.findByRole('button', { name: '取引' }));

    const spot = await navigation.findByRole('link', { name: /サーバーの現物/ });
    expect(spot).toHaveTextContent('サーバーの説明');
    expect(spot).toHaveAttribute('href', '/ja/trade/BTC_USDT');
  });
});
