import { StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AggregatedSearch, Footer, Header } from './chrome';

function Page() {
  const [theme, setTheme] = useState<'light' | 'dark'>('light');
  const chrome = { site: 'main', language: 'en', theme, user: null, path: '/', onThemeChange: setTheme };
  return (
    <Suspense>
      <Header {...chrome} />
      <main>
        <h1>Markets</h1>
        <AggregatedSearch language="en" theme={theme} />
      </main>
      <Footer {...chrome} />
    </Suspense>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
