import { ChromeProviders } from '@site-chrome/runtime';
import { render, screen } from '@testing-library/react';
import { resetChromePage } from '@site-chrome/dev/testing';
import { HeaderFallback } from './header-fallback';

function renderFallback(props: Parameters<typeof HeaderFallback>[0]) {
  resetChromePage();
  return render(
    <ChromeProviders>
      <HeaderFallback {...props} />
    </ChromeProviders>,
  );
}

describe("the page's own header fallback (the header remote is down)", () => {
  it("gives Sign Up the page's address to come back to, behind the reader's prefix", () => {
    renderFallback({ pathPrefix: '/de', pagePath: '/trade/BTC_USDT', signedIn: false });

    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/de/signup?redirect_url=%2Fde%2Ftrade%2FBTC_USDT',
    );
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/de/login');
  });

  it('offers neither to a signed-in reader', () => {
    renderFallback({ pathPrefix: '', pagePath: '/', signedIn: true });

    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });
});
