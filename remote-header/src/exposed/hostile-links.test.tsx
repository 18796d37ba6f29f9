import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { HttpResponseResolver } from 'msw';
import { handleMockRequest, isMockApiPath, loginCookieName } from '@site-chrome/dev/mock-api';
import { mockServer, renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import { judgeRenderedUrl, linkVectors, withHostileLinks } from '@site-chrome/dev/testing/hostile';
import Footer from '@site-chrome/remote-footer/Footer';
import AggregatedSearch from '@site-chrome/remote-search/AggregatedSearch';
import AnnouncementBar from './announcement-bar';
import Header from './header';

setUpMockApi();

/** The mock API's answers, with every URL field holding the known hostile vectors in turn. */
const hostileAnswers: HttpResponseResolver = ({ request, cookies }) => {
  const url = new URL(request.url);
  if (!isMockApiPath(url.pathname)) return undefined;
  const answer = handleMockRequest({
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    cookies,
  });
  return new HttpResponse(JSON.stringify(withHostileLinks(answer.body)), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });
};

const attributes = ['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'xlink:href'];

/** Every URL attribute on the page the oracle calls unsafe, as `<tag attribute="value"> reason`. */
function unsafeUrlsOnPage(): string[] {
  const found: string[] = [];
  for (const element of document.querySelectorAll('*')) {
    for (const attribute of attributes) {
      const value = element.getAttribute(attribute);
      if (value === null) continue;
      const verdict = judgeRenderedUrl(value, window.location.href);
      if (!verdict.safe)
        found.push(`<${element.tagName.toLowerCase()} ${attribute}="${value}"> ${verdict.reason}`);
    }
  }
  return found;
}

/** The URL attributes seen so far, to prove the hostile data reached the page. */
const seenUrls = new Set<string>();
function checkPage(where: string): void {
  for (const element of document.querySelectorAll('[href], [src]')) {
    seenUrls.add(element.getAttribute('href') ?? element.getAttribute('src') ?? '');
  }
  expect({ where, unsafe: unsafeUrlsOnPage() }).toEqual({ where, unsafe: [] });
}

let windowOpen: jest.SpyInstance;
// jsdom cannot navigate; a followed link would print "Not implemented: navigation". Stopped after React.
const stopNavigation = (event: MouseEvent) => event.preventDefault();

beforeEach(() => {
  mockServer.use(
    http.all('*/apiw/*', hostileAnswers),
    http.all('*/api/*', hostileAnswers),
    http.all('*/apiweb/*', hostileAnswers),
  );
  document.cookie = `${loginCookieName}=1; path=/`;
  windowOpen = jest.spyOn(window, 'open').mockImplementation(() => null);
  window.addEventListener('click', stopNavigation);
  seenUrls.clear();
});
afterEach(() => {
  document.cookie = `${loginCookieName}=; max-age=0; path=/`;
  window.removeEventListener('click', stopNavigation);
});

const navigation = () => within(screen.getByRole('navigation', { name: 'Main' }));
const bar = () => within(screen.getByRole('banner'));

async function hoverMarketItem(group: string, item: string, list: string) {
  const user = userEvent.setup({ skipHover: true });
  await user.hover(await navigation().findByRole('button', { name: group }));
  // By its text: an item whose hostile link was refused is an anchor without href, so not a link role.
  const label = await navigation().findByText(item, { exact: true });
  fireEvent.pointerEnter(label.closest('a') ?? label, { pointerType: 'mouse' });
  await within(await screen.findByRole('list', { name: list })).findAllByRole('listitem');
}

async function openPanel(name: string) {
  const user = userEvent.setup({ skipHover: true });
  const button = bar().getByRole('button', { name });
  await user.click(button);
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
  await waitFor(() => expect(panel).not.toHaveAttribute('hidden'));
  return { user, button, panel: within(panel) };
}

/** Clicks every link that opens a new window; whatever opens a window must open a safe one. */
function clickNewWindowLinks() {
  const links = document.querySelectorAll<HTMLAnchorElement>('a[target="_blank"]');
  // Links behind an open dialog are still clicked: fireEvent ignores what covers them.
  for (const link of links) fireEvent.click(link);
  expect(links.length).toBeGreaterThan(0);
  for (const [target] of windowOpen.mock.calls as [unknown][]) {
    if (target !== undefined)
      expect(judgeRenderedUrl(String(target), window.location.href)).toMatchObject({ safe: true });
  }
}

describe('given an API whose every URL field holds a hostile value', () => {
  /** The chrome of a page for a signed-in reader, once its menu, announcement and footer are in. */
  async function renderChrome() {
    // Every remote passes the page's props to the one store, so each gets the same user.
    const reader = { uid: '10086001', nickname: 'Trader' };
    renderWithChrome(
      <>
        <AnnouncementBar path="/" user={reader} />
        <Header user={reader} />
        <Footer user={reader} />
      </>,
    );
    await navigation().findByRole('button', { name: 'Trade' });
    await screen.findByRole('region', { name: 'Announcement' });
    await within(screen.getByRole('contentinfo')).findAllByRole('heading');
  }

  it('the header bar, every menu, every market list, the announcement and the footer render no unsafe href or src', async () => {
    const user = userEvent.setup({ skipHover: true });
    await renderChrome();
    checkPage('first render');

    for (const group of navigation().getAllByRole('button', { expanded: false })) {
      await user.click(group);
      checkPage(`the ${group.textContent ?? ''} menu`);
      await user.keyboard('{Escape}');
    }
    await hoverMarketItem('Trade', 'Spot', 'Spot');
    checkPage('the spot list');
    await hoverMarketItem('Trade', 'Pilot', 'Pilot');
    checkPage('the pilot list');
    await hoverMarketItem('Trade', 'Alpha', 'Alpha');
    checkPage('the Alpha list');
    await hoverMarketItem('Futures', 'USDT-M Futures', 'Futures');
    checkPage('the futures list');
    await hoverMarketItem('Futures', 'Options', 'Options');
    checkPage('the options list');

    // The page met the vectors: some of the links the rule keeps are on it as they were sent.
    const keptVectors = linkVectors
      .filter((vector) => vector.expected !== '')
      .map((vector) => vector.expected);
    expect(keptVectors.filter((link) => seenUrls.has(link)).length).toBeGreaterThan(3);
  });

  it('the notices, the account menu and the side drawer render no unsafe href or src, and open no unsafe window', async () => {
    const user = userEvent.setup({ skipHover: true });
    await renderChrome();

    const bell = await openPanel('Notifications');
    for (const tab of ['Platform', 'Trade', 'Markets']) {
      await bell.user.click(bell.panel.getByRole('tab', { name: tab }));
      await within(bell.panel.getByRole('tabpanel')).findAllByRole('listitem');
      checkPage(`the ${tab} notices`);
    }
    await bell.user.click(bell.button);

    await openPanel('Account');
    checkPage('the Account menu');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Menu', hidden: true }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    for (const section of drawer.getAllByRole('button', { expanded: false })) await user.click(section);
    checkPage('the side drawer');

    clickNewWindowLinks();
  });

  it('the aggregated search renders no unsafe href or src in its results', async () => {
    const user = userEvent.setup();
    renderWithChrome(<AggregatedSearch />);
    await screen.findByRole('listbox', { name: 'Hot searches' });
    checkPage('hot searches');

    for (const query of ['eth', 'usdt', 'btc']) {
      await user.clear(screen.getByRole('combobox', { name: 'Search' }));
      await user.type(screen.getByRole('combobox', { name: 'Search' }), query);
      await screen.findByRole('listbox', { name: 'Search results' });
      checkPage(`results for "${query}"`);
    }
  });
});
