import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer, renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import Footer from '../../exposed/footer';
import { narrowFooterQuery } from './use-narrow-footer';

setUpMockApi();

const columns = () => screen.findByRole('navigation', { name: 'Site links' });

function answerFooterMenu(list: unknown) {
  mockServer.use(
    http.get('*/api/web/v1/site/footerMenu', () => HttpResponse.json({ code: 0, data: { list } })),
  );
}

function setNarrow(narrow: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query === narrowFooterQuery ? narrow : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('below 768 px', () => {
  it('makes each heading a closed button that opens its column, by mouse and keyboard', async () => {
    setNarrow(true);
    const user = userEvent.setup();
    renderWithChrome(<Footer />);
    const nav = within(await columns());

    const legal = nav.getByRole('button', { name: 'Legal' });
    expect(legal).toHaveAttribute('aria-expanded', 'false');
    expect(nav.queryByRole('link', { name: 'User Agreement' })).toBeNull();

    await user.click(legal);
    expect(legal).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('link', { name: 'User Agreement' })).toBeVisible();

    legal.focus();
    await user.keyboard('{Enter}');
    expect(legal).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(legal).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('at 768 px and wider', () => {
  it('shows every column open under plain headings', async () => {
    setNarrow(false);
    renderWithChrome(<Footer />);
    const nav = within(await columns());

    expect(nav.queryByRole('button')).toBeNull();
    expect(nav.getByRole('heading', { name: 'Legal' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'User Agreement' })).toBeVisible();
  });
});

describe('given hostile footer payloads', () => {
  it('draws unsafe links as text, skips entries without text and keeps huge strings as text', async () => {
    const huge = 'W'.repeat(50_000);
    answerFooterMenu([
      {
        text: 'Column',
        plainText: true,
        children: [
          { text: 'Script', link: 'javascript:alert(1)' },
          { text: 'Data', link: 'data:text/html,<script>alert(1)</script>' },
          { text: 'Protocol-relative', link: '//evil.example/' },
          { link: '/no-text' },
          { text: huge, link: '/long' },
          { text: 'Fees', link: '/fee', target: '_top' },
          'not an object',
          null,
        ],
      },
      { text: 'Empty column', children: [] },
      42,
    ]);
    renderWithChrome(<Footer />);
    const nav = within(await columns());

    for (const text of ['Script', 'Data', 'Protocol-relative']) {
      expect(nav.getByText(text).closest('a')).toBeNull();
    }
    expect(nav.getByRole('link', { name: huge })).toHaveAttribute('href', '/long');
    expect(nav.getByRole('link', { name: 'Fees' })).not.toHaveAttribute('target');
    expect(nav.queryByRole('heading', { name: 'Empty column' })).toBeNull();
    for (const link of nav.getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\/[^/]/);
  });

  it('keeps the legal links when the menu is not a list', async () => {
    mockServer.use(
      http.get('*/api/web/v1/site/footerMenu', () => HttpResponse.json({ code: 0, data: { list: 'nope' } })),
    );
    renderWithChrome(<Footer />);

    expect(await screen.findByRole('navigation', { name: 'Company and legal' })).toBeInTheDocument();
  });
});

describe('an entry with collectParams', () => {
  it("carries the page's tracking parameters, and no others", async () => {
    window.history.replaceState(null, '', '/?utm_source=news&ch=ad1&token=secret');
    renderWithChrome(<Footer />);
    const nav = within(await columns());

    expect(nav.getByRole('link', { name: 'Buy BTC' })).toHaveAttribute(
      'href',
      '/buy-btc?utm_source=news&ch=ad1',
    );
    expect(nav.getByRole('link', { name: 'Fees' })).toHaveAttribute('href', '/fee');
    window.history.replaceState(null, '', '/');
  });
});
