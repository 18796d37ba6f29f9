import { within } from '@testing-library/dom';
import { renderPlainFallback } from './plain-fallbacks';

let element: HTMLElement;

beforeEach(() => {
  element = document.createElement('div');
  element.textContent = 'loading…';
  document.body.replaceChildren(element);
});

describe('given the header could not be loaded', () => {
  it('shows the logo link and Log In / Sign Up in a header landmark with the Main navigation', () => {
    renderPlainFallback('header', element, { language: 'en' });

    const header = within(element).getByRole('banner');
    expect(header).toHaveAttribute('data-fallback', 'header');
    const navigation = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(navigation).getByRole('link', { name: 'Exchange home' })).toHaveAttribute('href', '/');
    expect(within(navigation).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(navigation).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/signup?redirect_url=%2F',
    );
    expect(element).not.toHaveTextContent('loading…');
  });

  it("gives Sign Up the page's own address to come back to, in the reader's language", () => {
    renderPlainFallback('header', element, { language: 'de', path: '/trade/BTC_USDT' });

    expect(within(element).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/de/signup?redirect_url=%2Fde%2Ftrade%2FBTC_USDT',
    );
  });

  it('sends Sign Up back home rather than to another site when the path is not a same-origin path', () => {
    for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 42]) {
      renderPlainFallback('header', element, { language: 'en', path });
      expect(within(element).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
        'href',
        '/signup?redirect_url=%2F',
      );
    }
  });

  it('in another language, keeps the reader in it', () => {
    renderPlainFallback('header', element, { language: 'pt-br' });

    expect(within(element).getByRole('link', { name: 'Exchange home' })).toHaveAttribute('href', '/pt-br');
    expect(within(element).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/pt-br/login');
  });

  it('given a language that is not a language code, links in English rather than build a strange path', () => {
    renderPlainFallback('header', element, { language: '"><script>alert(1)</script>' });

    expect(within(element).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(element.querySelector('script')).toBeNull();
  });
});

describe('given the footer could not be loaded', () => {
  it('shows the legal links and the copyright in a footer landmark', () => {
    renderPlainFallback('footer', element, undefined);

    const footer = within(element).getByRole('contentinfo');
    expect(footer).toHaveAttribute('data-fallback', 'footer');
    expect(within(footer).getByRole('link', { name: 'User Agreement' })).toHaveAttribute(
      'href',
      '/user-agreement',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(footer).toHaveTextContent('All rights reserved.');
  });
});

describe('given the search could not be loaded', () => {
  it('offers the markets page instead', () => {
    renderPlainFallback('search', element, { language: 'en' });

    expect(within(element).getByRole('region', { name: 'Aggregated search' })).toHaveAttribute(
      'data-fallback',
      'search',
    );
    expect(within(element).getByRole('link', { name: 'Browse all markets' })).toHaveAttribute(
      'href',
      '/price',
    );
  });
});

describe('given the announcement bar could not be loaded', () => {
  it('leaves its element empty: no announcement is the honest fallback', () => {
    renderPlainFallback('announcement-bar', element, {});

    expect(element).toBeEmptyDOMElement();
  });
});
