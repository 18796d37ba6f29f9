import { act, renderHook, waitFor } from '@testing-library/react';
import { ChromeProviders, chromeStore, type ChromeProps } from '@site-chrome/runtime';
import { useSiteVisibility } from '@site-chrome/data/site-visibility';
import {
  renderOnServerThenHydrate,
  resetChromePage,
  serverDay,
  setUpMockApi,
} from '@site-chrome/dev/testing';
import { HeaderBar } from '../app/header-bar';
import { AnnouncementBarContent, closedAnnouncementsKey } from '../features/announcement';
import { useNavigationEntries } from '../features/navigation';

/*
 * Issue 33: the header's and the announcement bar's first render is a function of the props in the store, the
 * query cache and the language only. Each case renders on the "server", then hydrates in a browser whose
 * storage, cookies, clock, address and media queries all differ from the server's: a first render that read
 * any of them is a hydration mismatch, which fails here.
 */
setUpMockApi();

const user = { uid: '10086001', nickname: 'Trader', tier: 2, isSubAccount: false };

const cases: [name: string, props: ChromeProps][] = [
  ['main site, English, light, a visitor on a trading page', { path: '/trade/BTC_USDT' }],
  ['EU, German, dark, signed in, home page', { site: 'eu', language: 'de', theme: 'dark', user }],
  ['UAE, Arabic (right to left), light, signed in', { site: 'ae', language: 'ar', path: '/markets', user }],
  ['Japan, Japanese, dark, a visitor', { site: 'jp', language: 'ja', theme: 'dark', path: '/' }],
  [
    'Turkey, Turkish, light, a visitor, new menus on the main site only',
    { site: 'tr', language: 'tr', newMenuMainSiteOnly: true },
  ],
  [
    'Hong Kong, Traditional Chinese, dark, signed in, wallet',
    { site: 'hk', language: 'zh-tw', theme: 'dark', path: '/myaccount/funds', user },
  ],
];

describe.each(cases)('on %s', (_name, props) => {
  it('the header hydrates the server markup without a mismatch', async () => {
    const outcome = await renderOnServerThenHydrate({
      props,
      render: (resolved) => <HeaderBar props={resolved} />,
    });
    try {
      expect(outcome.html).toContain('<header');
      expect(outcome.recoverableErrors).toEqual([]);
    } finally {
      outcome.unmount();
    }
  });

  it('the announcement bar hydrates the server markup without a mismatch, though the reader closed it', async () => {
    const outcome = await renderOnServerThenHydrate({
      props,
      render: (resolved) => <AnnouncementBarContent props={resolved} />,
      browser: { storage: { [closedAnnouncementsKey]: JSON.stringify(['51021', '51034']) } },
    });
    try {
      // Home and wallet pages have an announcement: the server draws it, for it cannot know it was closed.
      if (/^\/(?:$|myaccount)/.test(props.path ?? '/')) expect(outcome.html).toContain('<section');
      expect(outcome.recoverableErrors).toEqual([]);
      // Right after hydration the reader's dismissal applies.
      await act(async () => undefined);
      expect(outcome.container.querySelector('section')).toBeNull();
    } finally {
      outcome.unmount();
    }
  });
});

it('out of dynamic mode, the menu a browser stored is drawn after hydration, never in it', async () => {
  const outcome = await renderOnServerThenHydrate({
    props: { dynamicData: false, path: '/trade/BTC_USDT' },
    render: (resolved) => <HeaderBar props={resolved} />,
    emptyCache: true,
  });
  try {
    expect(outcome.recoverableErrors).toEqual([]);
    expect(outcome.html).not.toContain('Futures');
    await act(async () => undefined);
    expect(outcome.container.textContent).toContain('Futures');
  } finally {
    outcome.unmount();
  }
});

it("the menu's icons carry the store's render day (in hydration, the server's), not the day the page loaded", async () => {
  resetChromePage();
  chromeStore.setState({ renderDay: serverDay });
  const { result } = renderHook(() => useNavigationEntries(useSiteVisibility()), {
    wrapper: ChromeProviders,
  });
  await waitFor(() => expect(result.current.length).toBeGreaterThan(0));
  const days = [...JSON.stringify(result.current).matchAll(/[?&]d=(\d+)/g)].map((match) => Number(match[1]));
  expect(days.length).toBeGreaterThan(0);
  expect(new Set(days)).toEqual(new Set([serverDay]));
});
