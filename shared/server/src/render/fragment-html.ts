import {
  fragmentAttribute,
  fragmentBuildAttribute,
  fragmentDataAttribute,
  type WrittenHydrationData,
} from '@site-chrome/runtime/server';
import type { FragmentPartName } from '@site-chrome/runtime/fragments';
import type { ScriptPreload } from '../types';

const attributeEscapes: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&#39;',
};

/** A value made safe inside a double-quoted attribute. */
const escapeAttribute = (value: string): string =>
  value.replace(/[&"<>']/g, (character) => attributeEscapes[character] ?? character);

/** Each character that could end or confuse a script element, as its JSON escape (the same value once parsed). */
const jsonEscapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON made safe inside `<script type="application/json">`: no `</script>`, `<!--` or line separators can
 * end or confuse the element, whatever the data holds (menu titles come from the API).
 */
const scriptSafeJson = (data: unknown): string =>
  // One pass over the text, not one per character (issue 41: the render's CPU).
  JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => jsonEscapes[character] ?? character);

interface FragmentParts {
  name: FragmentPartName;
  preloads: readonly ScriptPreload[];
  /** styled-components' style tags for what the markup uses. */
  styles: string;
  markup: string;
  data: WrittenHydrationData;
}

/**
 * The fragment body of ARCHITECTURE "Server rendering" (the reader: `findServerFragment`). Its preloads are
 * low priority (issue 41): discovered with the page's first bytes, they were fetched at high priority, and a
 * high-priority script that is in before the first paint counts as blocking it (Lighthouse's model, and
 * the browser's bandwidth): the paint waited for hydration's code.
 */
export function fragmentHtml({ name, preloads, styles, markup, data }: FragmentParts): string {
  const links = preloads
    .map(
      ({ href, integrity }) =>
        `<link rel="preload" as="script" crossorigin="anonymous" fetchpriority="low" href="${escapeAttribute(href)}"` +
        (integrity ? ` integrity="${escapeAttribute(integrity)}">` : '>'),
    )
    .join('');
  return (
    links +
    styles +
    `<div ${fragmentAttribute}="${name}" ${fragmentBuildAttribute}="${escapeAttribute(data.build)}">${markup}</div>` +
    `<script type="application/json" ${fragmentDataAttribute}="${name}">${scriptSafeJson(data)}</script>`
  );
}
