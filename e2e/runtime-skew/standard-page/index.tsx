import { ChromeProviders, useChromeStore, type ChromeProps } from '@site-chrome/runtime';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/*
 * A product page built the standard way with another `@module-federation/enhanced` release
 * (e2e/runtime-skew/build-fixtures.ts): its own bundled federation runtime, no provider of ours, React and
 * `@site-chrome/runtime` shared eagerly, our real header and footer as `remotes` in its config, loaded by
 * `import()`. The store line shows the theme the page's own store holds.
 */

const Header = lazy(() => import('header/Header'));
const Footer = lazy(() => import('footer/Footer'));

const chromeProps: ChromeProps = { site: 'main', language: 'en', theme: 'light', user: null, path: '/' };

/** What a team's page does with a remote that failed: says so, and the page goes on. */
class RemoteBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <p role="alert">The {this.props.name} failed to load.</p>
    ) : (
      this.props.children
    );
  }
}

function PageStore() {
  const theme = useChromeStore((state) => state.theme);
  return <p data-testid="page-store-theme">Page store theme: {theme}</p>;
}

function StandardPage() {
  return (
    <ChromeProviders>
      <RemoteBoundary name="header">
        <Suspense fallback={null}>
          <Header {...chromeProps} />
        </Suspense>
      </RemoteBoundary>
      <main>
        <h1>A page built with another federation release</h1>
        <PageStore />
      </main>
      <RemoteBoundary name="footer">
        <Suspense fallback={null}>
          <Footer {...chromeProps} />
        </Suspense>
      </RemoteBoundary>
    </ChromeProviders>
  );
}

const container = document.getElementById('root');
if (container) createRoot(container).render(<StandardPage />);
