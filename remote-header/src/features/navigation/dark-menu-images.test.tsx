import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer, renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import Header from '../../exposed/header';

/*
 * Header spec section 3, "Menu item from server" and "Tag": light_image / dark_image, light_icon / dark_icon
 * and a tag's light_icon / dark_icon. The dark theme draws the dark one, the light theme the light one, and
 * either draws the other when its own is missing (issue 43, item 8).
 */
setUpMockApi();

const customImageTag = 1;

/** A menu of one image item and one dropdown, its items' icons and badges as each case needs them. */
function serveMenu() {
  const child = (code: string, title: string, icons: Record<string, string>, tagIcons = {}) => ({
    code,
    title,
    jump_url: `/${code}`,
    ...icons,
    tags: [{ type: customImageTag, code: `${code}_badge`, word: `${title} badge`, ...tagIcons }],
  });
  const list = [
    {
      code: 'promo_banner',
      light_image: '/images/promo-light.png',
      dark_image: '/images/promo-dark.png',
      jump_url: '/vip',
    },
    { code: 'dark_only_banner', dark_image: '/images/banner-dark.png', jump_url: '/events' },
    {
      code: 'trade',
      title: 'Trade',
      children: [
        child(
          'both',
          'Both icons',
          { light_icon: '/icons/both-light.svg', dark_icon: '/icons/both-dark.svg' },
          { light_icon: '/tags/both-light.png', dark_icon: '/tags/both-dark.png' },
        ),
        child(
          'light_only',
          'Light icon only',
          { light_icon: '/icons/light-only.svg' },
          { light_icon: '/tags/light-only.png' },
        ),
        child(
          'dark_only',
          'Dark icon only',
          { dark_icon: '/icons/dark-only.svg' },
          { dark_icon: '/tags/dark-only.png' },
        ),
      ],
    },
  ];
  mockServer.use(
    http.get('*/api/web/v1/site/headerMenuListV2', () => HttpResponse.json({ code: 0, data: { list } })),
  );
}

/** The image file a `src` names, without the image helper's quality and day number. */
const file = (image: HTMLElement | null | undefined) => image?.getAttribute('src')?.split('?')[0];

async function openTrade(theme: 'light' | 'dark') {
  serveMenu();
  const user = userEvent.setup();
  renderWithChrome(<Header theme={theme} />);
  const navigation = within(screen.getByRole('navigation', { name: 'Main' }));
  await user.click(await navigation.findByRole('button', { name: 'Trade' }));
  await navigation.findByRole('link', { name: /Both icons/ });
  /** A dropdown item's own icon (decorative: alt="") and its badge's image (named by its word). */
  const item = (name: RegExp, badge: string) => {
    const link = navigation.getByRole('link', { name });
    return {
      icon: file(link.querySelector('img[alt=""]') as HTMLElement | null),
      badge: file(within(link).getByRole('img', { name: badge })),
    };
  };
  return { navigation, item };
}

describe('in the dark theme', () => {
  it('draws the dark image, icon and badge, and the light one where there is no dark one', async () => {
    const { navigation, item } = await openTrade('dark');

    expect(file(within(navigation.getByRole('link', { name: 'Promo banner' })).getByRole('img'))).toBe(
      '/images/promo-dark.png',
    );
    expect(item(/Both icons/, 'Both icons badge')).toEqual({
      icon: '/icons/both-dark.svg',
      badge: '/tags/both-dark.png',
    });
    expect(item(/Light icon only/, 'Light icon only badge')).toEqual({
      icon: '/icons/light-only.svg',
      badge: '/tags/light-only.png',
    });
  });
});

describe('in the light theme', () => {
  it('draws the light image, icon and badge, and the dark one where there is no light one', async () => {
    const { navigation, item } = await openTrade('light');

    expect(file(within(navigation.getByRole('link', { name: 'Promo banner' })).getByRole('img'))).toBe(
      '/images/promo-light.png',
    );
    expect(file(within(navigation.getByRole('link', { name: 'Dark only banner' })).getByRole('img'))).toBe(
      '/images/banner-dark.png',
    );
    expect(item(/Both icons/, 'Both icons badge')).toEqual({
      icon: '/icons/both-light.svg',
      badge: '/tags/both-light.png',
    });
    expect(item(/Dark icon only/, 'Dark icon only badge')).toEqual({
      icon: '/icons/dark-only.svg',
      badge: '/tags/dark-only.png',
    });
  });
});
