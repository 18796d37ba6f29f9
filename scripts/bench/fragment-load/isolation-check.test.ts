import { isolationProblems } from './isolation-check';

/** A fragment body carrying `queries` as its hydration data, as the fragment server writes it. */
const fragment = (part: string, queries: Array<{ queryKey: unknown[]; data: unknown }>) =>
  `<div data-chrome-fragment="${part}"></div><script type="application/json" data-chrome-fragment-data="${part}">${JSON.stringify(
    {
      build: 'b',
      queries: { queries: queries.map(({ queryKey, data }) => ({ queryKey, state: { data } })) },
    },
  ).replace(/</g, '\\u003c')}</script>`;

const compliance = (menuList: string[]) => ({
  queryKey: ['chrome', 'compliance', { country: 'US' }],
  data: { menu_list: menuList },
});

describe('isolationProblems', () => {
  it("finds nothing wrong with a Japan fragment that holds Japan's answers", () => {
    const html = fragment('Header', [
      compliance(['live_now', 'express', 'launchpad']),
      { queryKey: ['chrome', 'announcements'], data: { index: { content: 'Japan: Scheduled upgrade' } } },
      {
        queryKey: ['chrome', 'menu-config'],
        data: [{ code: 'spot' }, { code: 'sub_site_licence', title: 'Japan' }],
      },
    ]);
    expect(
      isolationProblems({
        html,
        part: 'Header',
        site: 'jp',
        expectedCompliance: ['launchpad', 'express', 'live_now'],
      }),
    ).toEqual([]);
  });

  it("names another sub-site's announcement, menu item and compliance answer", () => {
    const html = fragment('Header', [
      compliance(['vip_wealth']),
      { queryKey: ['chrome', 'announcements'], data: { index: { content: 'Hong Kong: Scheduled upgrade' } } },
      { queryKey: ['chrome', 'menu-config'], data: [{ code: 'sub_site_licence', title: 'Hong Kong' }] },
    ]);
    expect(isolationProblems({ html, part: 'Header', site: 'jp', expectedCompliance: ['express'] })).toEqual([
      'compliance vip_wealth instead of express',
      'announcement index of Hong Kong',
      'chrome/menu-config names Hong Kong',
    ]);
  });

  it("expects the main site's answers without a sub-site's name, and hydration data at all", () => {
    const html = fragment('AnnouncementBar', [
      { queryKey: ['chrome', 'announcements'], data: { index: { content: 'Japan: Scheduled upgrade' } } },
    ]);
    expect(
      isolationProblems({ html, part: 'AnnouncementBar', site: 'main', expectedCompliance: [] }),
    ).toEqual(['announcement index of Japan']);
    expect(
      isolationProblems({ html: '<div></div>', part: 'Header', site: 'main', expectedCompliance: [] }),
    ).toEqual(['no hydration data']);
  });
});
