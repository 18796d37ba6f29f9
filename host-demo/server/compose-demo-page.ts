import { textDirection, type Language } from '@site-chrome/runtime';
import { themeTokens } from '@site-chrome/runtime/server';
import type { Theme } from '@site-chrome/rules/settings';
import type { FragmentPartName } from '@site-chrome/host/fragments';

/** The height each part takes, kept for it while its slot is empty (a late fragment): nothing moves when it comes. */
const reservedHeights: Record<FragmentPartName, string> = {
  Header: '65px',
  AnnouncementBar: '40px',
  Footer: '160px',
};

/**
 * The page's own style before its script runs (what the demo's `PageStyle` sets later, the same values), so
 * the server-rendered chrome is drawn on the page's real background and margins from the first paint: nothing
 * moves or changes colour when the script arrives. The page content (`#root`) takes at least the window's
 * height until it renders, so the footer starts below the fold and never moves in view.
 */
function pageStyle(theme: Theme, parts: readonly FragmentPartName[]): string {
  const tokens = themeTokens(theme);
  const slots = parts
    .map((part) => `[data-chrome-slot="${part}"]:empty{min-block-size:${reservedHeights[part]}}`)
    .join('');
  return (
    `<style>body{margin:0;background:${tokens.colors.background};color:${tokens.colors.text};` +
    `font-family:${tokens.font.family}}#root:empty{min-block-size:100vh}${slots}` +
    // The chrome above the content is not drawn until the content's element is parsed (see
    // `firstPaintWaitsForChrome`): in a browser without `rel=expect`, and to layout-shift accounting,
    // which also reads layouts a hit test forces before the first paint.
    `body:not(:has(#root)) [data-chrome-slot]{visibility:hidden}</style>`
  );
}

/**
 * Holds the first paint until the page content's element (`#root`, after the header and the bar) is parsed.
 * On a slow network the body comes in pieces and the browser paints what it has: a header cut short grew
 * when the rest came (its end-aligned group of buttons moved, a layout shift). The fragments come in one
 * write, so the hold is the time to parse them. A browser without `rel=expect` paints as before.
 */
const firstPaintWaitsForChrome = '<link rel="expect" href="#root" blocking="render">';

export interface DemoPageShell {
  /** Everything before the fragments: sent at once, so the browser fetches the page's scripts meanwhile. */
  head: string;
  /** The body around the fragments, `slots` in the page's order with `#root` between header and footer. */
  body: (fragments: Partial<Record<FragmentPartName, string>>) => string;
}

/**
 * The demo page as a server composes it (`ssr=1`) from the built page (`host-demo/dist/index.html`): the
 * page's head with its language, direction and first style, then each part's slot holding its fragment, or
 * empty when the fragment did not come in time (the browser renders that part as on the client-only page).
 */
export function composeDemoPage(
  template: string,
  { language, theme, parts }: { language: Language; theme: Theme; parts: readonly FragmentPartName[] },
): DemoPageShell {
  const headEnd = template.indexOf('</head>');
  const rootMatch = /<div id="?root"?><\/div>/.exec(template);
  if (headEnd < 0 || !rootMatch) throw new Error('the demo page template has no </head> or no #root');
  const head =
    template
      .slice(0, headEnd)
      .replace(/<html[^>]*>/, `<html lang="${language}" dir="${textDirection(language)}">`) +
    pageStyle(theme, parts) +
    firstPaintWaitsForChrome +
    '</head>';
  const slot = (part: FragmentPartName, fragments: Partial<Record<FragmentPartName, string>>) =>
    parts.includes(part) ? `<div data-chrome-slot="${part}">${fragments[part] ?? ''}</div>` : '';
  return {
    head,
    body: (fragments) =>
      '<body>' +
      slot('Header', fragments) +
      slot('AnnouncementBar', fragments) +
      rootMatch[0] +
      slot('Footer', fragments) +
      template.slice(rootMatch.index + rootMatch[0].length).replace(/^\s*<\/body>/, '</body>'),
  };
}
