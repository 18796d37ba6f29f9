import { act, screen, within } from '@testing-library/react';
import { languageLoaded, renderWithChrome, resetChromePage, setUpMockApi } from '@site-chrome/dev/testing';
import type { MountedChrome } from '@site-chrome/runtime';
import Footer from './footer';
import { mountFooter } from './mount';

// Links take the sub-site's prefix from common data, answered by the mock API as on the demo page.
setUpMockApi();

afterEach(() => {
  jest.useRealTimers();
});

describe('the footer', () => {
  it('is the page\u2019s contentinfo landmark, ending with the regulatory text', async () => {
    renderWithChrome(<Footer />);

    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-theme', 'light');
    expect(await screen.findByText(/Cayman Islands Monetary Authority/)).toHaveAttribute('dir', 'auto');
  });

  it('shows the copyright up to the current year', async () => {
    // A year no one would hard-code: the line must come from the clock.
    jest.useFakeTimers({
      now: new Date('2031-06-15T12:00:00Z'),
      doNotFake: [
        'nextTick',
        'setImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
      ],
    });

    renderWithChrome(<Footer />);

    expect(within(screen.getByRole('contentinfo')).getByText(/© 2013–2031 Exchange/)).toBeInTheDocument();
    // The parts that load near the footer's end arrive after the first render.
    expect(await screen.findByRole('combobox', { name: 'Currency' })).toBeInTheDocument();
    expect(await screen.findByText(/Cayman Islands Monetary Authority/)).toBeInTheDocument();
  });

  it('links the columns of the server menu, with the legal pages', async () => {
    renderWithChrome(<Footer />);

    const columns = await screen.findByRole('navigation', { name: 'Site links' });
    expect(within(columns).getByRole('heading', { name: 'Legal' })).toBeInTheDocument();
    expect(within(columns).getByRole('link', { name: 'User Agreement' })).toHaveAttribute(
      'href',
      '/user-agreement',
    );
    expect(within(columns).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('given German, keeps the reader in German on every in-site link', async () => {
    renderWithChrome(<Footer language="de" />);
    await languageLoaded('de');

    const columns = await screen.findByRole('navigation', { name: 'Website-Links' });
    const hrefs = within(columns)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/'));
    expect(hrefs).toContain('/de/user-agreement');
    for (const href of hrefs) expect(href).toMatch(/^\/de\//);
  });

  it('given a dark page in Arabic, carries the theme and direction on its root', async () => {
    renderWithChrome(<Footer theme="dark" language="ar" />);
    await languageLoaded('ar');

    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('contentinfo')).toHaveAttribute('dir', 'rtl');
  });
});

describe('mountFooter, for a page that is not React', () => {
  it('mounts the footer into an element and removes it again', () => {
    resetChromePage();
    const element = document.createElement('div');
    document.body.append(element);

    let footer: MountedChrome | undefined;
    act(() => {
      footer = mountFooter(element, { theme: 'dark' });
    });
    expect(within(element).getByRole('contentinfo')).toHaveAttribute('data-theme', 'dark');

    act(() => footer?.unmount());
    expect(element).toBeEmptyDOMElement();
    element.remove();
  });
});
