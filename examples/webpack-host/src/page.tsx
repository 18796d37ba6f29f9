import { ChromeSlot } from '@site-chrome/host';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './chrome';

function Page() {
  const [theme, setTheme] = useState<'light' | 'dark'>('light');
  const chrome = { site: 'main', language: 'en', theme, user: null, path: '/', onThemeChange: setTheme };
  // Each part in a slot: a remote that cannot load leaves its fallback (or nothing), never a broken page.
  return (
    <>
      <ChromeSlot id="header/Header" props={chrome} fallback={<a href="/">Home</a>} />
      <main>
        <h1>Markets</h1>
        <ChromeSlot id="search/AggregatedSearch" props={{ language: 'en', theme }} />
      </main>
      <ChromeSlot id="footer/Footer" props={chrome} />
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
