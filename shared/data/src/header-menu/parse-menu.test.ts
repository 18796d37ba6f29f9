import { menuItemSchema } from './menu-item';
import { parseMenu } from './parse-menu';
import type { ParseMenuOptions } from './parse-menu';

const web: ParseMenuOptions = { placement: 'web', complianceMenuList: [] };
const h5: ParseMenuOptions = { placement: 'h5', complianceMenuList: [] };
const answer = (list: unknown) => ({ code: 0, data: { list } });
const item = (overrides: Record<string, unknown> = {}) => ({
  code: 'spot',
  title: 'Spot',
  jump_url: '/trade/BTC_USDT',
  ...overrides,
});

describe('parseMenu', () => {
  it.each([
    ['no data', { code: 0 }],
    ['data.list that is an object', { code: 0, data: { list: {} } }],
    ['a bare array', [item()]],
    ['null', null],
  ])("logs 'Invalid response format' and answers [] for %s", (_situation, response) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseMenu(response, web)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('Invalid response format');
  });

  it('keeps items for all platforms and for the placement, at every depth', () => {
    const list = [
      item({
        code: 'all',
        platform_type: 1,
        children: [
          item({ code: 'child_web', platform_type: 2 }),
          item({ code: 'child_h5', platform_type: 3 }),
        ],
      }),
      item({ code: 'web_only', platform_type: 2 }),
      item({ code: 'h5_only', platform_type: '3' }),
    ];
    const webMenu = parseMenu(answer(list), web);
    expect(webMenu.map((entry) => entry.code)).toEqual(['all', 'web_only']);
    expect(webMenu[0]?.children.map((entry) => entry.code)).toEqual(['child_web']);
    const h5Menu = parseMenu(answer(list), h5);
    expect(h5Menu.map((entry) => entry.code)).toEqual(['all', 'h5_only']);
    expect(h5Menu[0]?.children.map((entry) => entry.code)).toEqual(['child_h5']);
  });

  it('skips a top-level item with no title, title_key or image, with one warning naming it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const menu = parseMenu(
      answer([
        item({ code: 'untitled', title: '' }),
        item({ code: 'key_only', title: '', title_key: 'nav.key' }),
        item({ code: 'image_only', title: '', dark_image: '/promo.png' }),
      ]),
      web,
    );
    expect(menu.map((entry) => entry.code)).toEqual(['key_only', 'image_only']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('untitled');
  });

  it('keeps an untitled child: the title rule is for top-level items only', () => {
    const menu = parseMenu(answer([item({ children: [{ code: 'bare_child' }] })]), web);
    expect(menu[0]?.children.map((entry) => entry.code)).toEqual(['bare_child']);
  });

  it('skips a top-level or child entry that is not an object, with one warning each', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const menu = parseMenu(answer(['junk', item({ children: [42, item({ code: 'ok' })] })]), web);
    expect(menu).toHaveLength(1);
    expect(menu[0]?.children.map((entry) => entry.code)).toEqual(['ok']);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('drops tags whose code is in the compliance menu list, nested ones too', () => {
    const list = [
      item({
        tags: [
          { type: 2, code: 'xstocks', word: 'New' },
          { type: 3, code: 'hot', word: 'HOT' },
        ],
        children: [item({ tags: [{ type: 2, code: 'launchpad' }] })],
      }),
    ];
    const menu = parseMenu(answer(list), { placement: 'web', complianceMenuList: ['xstocks', 'launchpad'] });
    expect(menu[0]?.tags.map((tag) => tag.code)).toEqual(['hot']);
    expect(menu[0]?.children[0]?.tags).toEqual([]);
    expect(parseMenu(answer(list), web)[0]?.tags).toHaveLength(2);
  });
});

describe('menuItemSchema', () => {
  it('coerces malformed values to defaults (lists that are not lists are warned about once each)', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const parsed = menuItemSchema.parse({
      code: 12,
      title: null,
      hidden: 'false',
      jump_type: 'x',
      show_mode: 7,
      platform_type: {},
      jump_url: 'javascript:alert(document.cookie)',
      light_icon: 'data:image/svg+xml,<svg/>',
      tags: 'nope',
      children: { not: 'a list' },
    });
    expect(parsed).toEqual({
      code: '12',
      title: '',
      title_key: '',
      desc: '',
      desc_key: '',
      light_image: '',
      dark_image: '',
      light_icon: '',
      dark_icon: '',
      jump_type: 1,
      hidden: false,
      jump_url: '',
      show_mode: 1,
      platform_type: 1,
      tags: [],
      children: [],
      target: '_self',
    });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    ['false', false],
    ['0', false],
    [0, false],
    [null, false],
    ['', false],
  ])('reads hidden %p as %p', (hidden, expected) => {
    expect(menuItemSchema.parse({ title: 'A', hidden }).hidden).toBe(expected);
  });

  it('opens external links (jump_type 2) in a new window', () => {
    expect(menuItemSchema.parse({ title: 'A', jump_type: '2', jump_url: 'https://example.com' }).target).toBe(
      '_blank',
    );
    expect(menuItemSchema.parse({ title: 'A', jump_type: 1 }).target).toBe('_self');
  });

  it('skips a tag of an unknown type with one warning, keeping the item', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const parsed = menuItemSchema.parse({
      title: 'A',
      tags: [
        { type: 9, code: 'odd' },
        { type: '5', code: 'vip', light_icon: '//x' },
      ],
    });
    expect(parsed.tags).toEqual([{ type: 5, code: 'vip', word: '', light_icon: '', dark_icon: '' }]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
