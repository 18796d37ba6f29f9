import { ChromeRoot, defineExposedComponent, useChromeStore } from '@site-chrome/runtime';
import { useState, version as reactVersion } from 'react';

/*
 * `header/Header` of the runtime-skew probe remote: a small header built with another federation version
 * (e2e/runtime-skew/build-fixtures.ts). It takes React and `@site-chrome/runtime` from the page only
 * (`import: false`), and its Theme button writes the page's one store, which the real footer reads.
 */
function ProbeHeader() {
  const theme = useChromeStore((state) => state.theme);
  const toggleTheme = useChromeStore((state) => state.toggleTheme);
  const [tradeOpen, setTradeOpen] = useState(false);
  return (
    <ChromeRoot as="header" data-react-version={reactVersion}>
      <nav aria-label="Main">
        <a href="/markets">Markets</a>
        {/* A top-level item with children, as the real header's: opens on hover and on click. */}
        <button
          type="button"
          aria-expanded={tradeOpen}
          onMouseEnter={() => setTradeOpen(true)}
          onClick={() => setTradeOpen(!tradeOpen)}
        >
          Trade
        </button>
        {tradeOpen ? (
          <ul aria-label="Trade">
            <li>
              <a href="/trade/BTC_USDT">Spot</a>
            </li>
          </ul>
        ) : null}
      </nav>
      <button type="button" aria-label="Theme" data-theme-now={theme} onClick={() => toggleTheme()}>
        Theme
      </button>
    </ChromeRoot>
  );
}

export default defineExposedComponent('Header', ProbeHeader);
