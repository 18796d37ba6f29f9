import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The chrome parts a server composes into the `ssr=1` page, by the slot that holds each. */
export type ComposedPart = 'Header' | 'Footer';

declare global {
  interface Window {
    /** Each part's element as the server sent it, taken before any of the page's scripts ran. */
    __serverNodes?: Partial<Record<ComposedPart, Element | null>>;
  }
}

/**
 * Runs in the page before its first script (serialised by Playwright): once the HTML is parsed, and before
 * the deferred scripts run (readyState "interactive"), keeps each part's landmark as the server sent it, so
 * a test can tell hydration (the same node, now React's) from a render afresh (a new node).
 */
function keepServerNodes(): void {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    window.__serverNodes = {
      Header: document.querySelector('[data-chrome-slot="Header"] [data-chrome-fragment] header'),
      Footer: document.querySelector('[data-chrome-slot="Footer"] [data-chrome-fragment] footer'),
    };
  });
}

export async function keepServerNodesOn(page: Page): Promise<void> {
  await page.addInitScript(keepServerNodes);
}

const landmarkOf = { Header: 'header', Footer: 'footer' } as const;

/** Where a part's landmark on the page came from, once React has it. */
export type PartOrigin = 'server markup kept' | 'rendered afresh' | 'none';

/** Whether React owns the part's landmark now, and whether it is the node the server sent. */
export function partOrigin(page: Page, part: ComposedPart): Promise<PartOrigin> {
  return page.evaluate(
    ({ part, landmark }) => {
      const now = document.querySelector(`[data-chrome-slot="${part}"] ${landmark}`);
      if (!now || !Object.keys(now).some((key) => key.startsWith('__reactFiber$'))) return 'none';
      return now === window.__serverNodes?.[part] ? 'server markup kept' : 'rendered afresh';
    },
    { part, landmark: landmarkOf[part] },
  );
}

/**
 * The page time (ms since navigation) at which React first owns the part's landmark (hydrated or rendered),
 * polled every animation frame.
 */
export async function timeToReactOwned(page: Page, part: ComposedPart, timeout: number): Promise<number> {
  const handle = await page.waitForFunction(
    ({ part, landmark }) => {
      const now = document.querySelector(`[data-chrome-slot="${part}"] ${landmark}`);
      return now && Object.keys(now).some((key) => key.startsWith('__reactFiber$'))
        ? Math.round(performance.now())
        : false;
    },
    { part, landmark: landmarkOf[part] },
    { polling: 'raf', timeout },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * Asks for the page until the server composed it with both fragments: the first request of a prop
 * combination finds the fragment servers' data cache cold and may miss the page's budget.
 */
export async function warmServerPage(request: APIRequestContext, url: string): Promise<string> {
  let html = '';
  for (let attempt = 0; attempt < 4; attempt += 1) {
    html = await (await request.get(url)).text();
    if (html.includes('data-chrome-fragment="Header"') && html.includes('data-chrome-fragment="Footer"'))
      return html;
  }
  for (const part of ['Header', 'Footer'])
    expect(html, `${url}: composed without its ${part} fragment 4 times`).toContain(
      `data-chrome-fragment="${part}"`,
    );
  return html;
}

/** The chrome's data endpoints the server already asked: the browser must not ask them again. */
export const serverDataEndpoints =
  /\/api\/web\/v1\/site\/(?:headerMenuListV2|menuConfig|commonData|footerMenu|fullsiteBulletin)\b/;
