import { parseMenu, type MenuItem } from '@site-chrome/data/header-menu';
import type { MenuKeyText } from './menu-keys/menu-key-texts';
import { toColumns, toNavigationEntries } from './navigation-model';

describe('toColumns', () => {
  it('splits a list into columns of the given size, the last one shorter', () => {
    expect(toColumns([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(toColumns([], 6)).toEqual([]);
  });
});

describe('toNavigationEntries: title_key and desc_key (header spec section 3, "Menu item from server")', () => {
  /** A server item as the parser gives it, with `fields` raw from the server. */
  const serverItem = (fields: Partial<MenuItem>): MenuItem =>
    parseMenu(
      { code: 0, data: { list: [{ code: 'spot', jump_url: '/trade/BTC_USDT', ...fields }] } },
      { placement: 'web', complianceMenuList: [] },
    )[0]!;
  /** The page language (Japanese here) has "nav.spot" and its description, and nothing else. */
  const keyText: MenuKeyText = (key) => ({ 'nav.spot': '現物', 'nav.spot_desc': '取引所で現物' })[key];
  const entryOf = (item: MenuItem) =>
    toNavigationEntries([item], { hiddenCodes: new Set(), linkTo: (path) => path, keyText })[0];

  it("reads the key's text in the page language before the server's title and description", () => {
    const entry = entryOf(
      serverItem({
        title: 'Spot',
        title_key: 'nav.spot',
        desc: 'Spot on the exchange',
        desc_key: 'nav.spot_desc',
      }),
    );

    expect(entry?.label).toBe('現物');
    expect(entry?.description).toBe('取引所で現物');
  });

  it("falls back to the server's title and description when the page language lacks the keys", () => {
    const entry = entryOf(
      serverItem({
        title: 'マージン',
        title_key: 'nav.margin',
        desc: '証拠金取引',
        desc_key: 'nav.margin_desc',
      }),
    );

    expect(entry?.label).toBe('マージン');
    expect(entry?.description).toBe('証拠金取引');
  });

  it('gives a key the page language lacks, with no title, the readable end of the key', () => {
    expect(entryOf(serverItem({ code: 'learn', title_key: 'nav.learn' }))?.label).toBe('Learn');
    expect(entryOf(serverItem({ code: 'x', title_key: 'nav.launch_pool' }))?.label).toBe('Launch pool');
  });
});
