import { footerMenuItemSchema, parseFooterMenuResponse } from './footer-menu-item';

describe('footerMenuItemSchema', () => {
  it('coerces flags, sanitises links and parses children recursively', () => {
    const parsed = footerMenuItemSchema.parse({
      text: 'Products',
      plainText: 'true',
      children: [
        { text: 'NFT', code: 'nft', link: '/nft', target: '_blank', hidden: '0', collectParams: 1 },
        {
          text: 'Bad',
          link: '//evil.example.com',
          target: 'top',
          children: [{ text: 'Deep', link: 'vbscript:x' }],
        },
      ],
    });
    expect(parsed).toEqual({
      text: 'Products',
      code: '',
      link: '',
      target: '_self',
      collectParams: false,
      hidden: false,
      plainText: true,
      children: [
        {
          text: 'NFT',
          code: 'nft',
          link: '/nft',
          target: '_blank',
          collectParams: true,
          hidden: false,
          plainText: false,
          children: [],
        },
        {
          text: 'Bad',
          code: '',
          link: '',
          target: '_self',
          collectParams: false,
          hidden: false,
          plainText: false,
          children: [
            {
              text: 'Deep',
              code: '',
              link: '',
              target: '_self',
              collectParams: false,
              hidden: false,
              plainText: false,
              children: [],
            },
          ],
        },
      ],
    });
  });
});

describe('parseFooterMenuResponse', () => {
  it('skips an entry without text, at any depth, with one warning each', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const menu = parseFooterMenuResponse({
      code: 0,
      data: {
        list: [
          { link: '/x' },
          { text: 'About', children: [{ text: '' }, { text: 'Careers', link: '/page/careers' }] },
        ],
      },
    });
    expect(menu.map((item) => item.text)).toEqual(['About']);
    expect(menu[0]?.children.map((item) => item.text)).toEqual(['Careers']);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
