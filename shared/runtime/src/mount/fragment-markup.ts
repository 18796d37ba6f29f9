/**
 * `@site-chrome/runtime/fragment-markup`: what a fragment of ours looks like in a page's slot, read by the
 * plain-page loader (its first script, which carries none of the runtime: this file imports nothing) and
 * by the runtime's `findServerFragment` alike, and by a page server before it puts a fragment in a slot.
 *
 * A fragment server writes exactly this (`fragmentHtml` in `@site-chrome/server`): any number of
 * `<link rel="preload" as="script">`, then any number of `<style>` (styled-components' tags), then one
 * `<div data-chrome-fragment="<Part>" data-chrome-build="<build>">` holding the markup, then one
 * `<script type="application/json" data-chrome-fragment-data="<Part>">` holding the hydration data.
 * Anything else in a slot (a CDN's or a WAF's error page that an SSI include took with a 200, another
 * part's fragment, a fragment without its build) is not ours: it is never shown or hydrated.
 */
export const fragmentAttribute = 'data-chrome-fragment';
export const fragmentBuildAttribute = 'data-chrome-build';
export const fragmentDataAttribute = 'data-chrome-fragment-data';

export type SlotContent =
  /** The part's fragment: `markup` is the hydration root, `data` the script holding the hydration data. */
  | { holds: 'fragment'; markup: HTMLElement; data: Element }
  /** Nothing a reader sees: no node, or only white space and comments (a template's indentation). */
  | { holds: 'nothing' }
  | { holds: 'something else' };

/** One letter per node of a slot, so the fragment's shape is one regular expression. */
function shapeLetter(node: Node, part: string): string {
  if (node.nodeType === Node.COMMENT_NODE) return '';
  if (!(node instanceof Element)) return node.textContent?.trim() ? 'x' : '';
  const is = (name: string, value: string) => node.getAttribute(name) === value;
  if (node.tagName === 'LINK' && is('rel', 'preload') && is('as', 'script')) return 'l';
  if (node.tagName === 'STYLE') return 's';
  if (node.tagName === 'DIV' && is(fragmentAttribute, part) && node.getAttribute(fragmentBuildAttribute))
    return 'd';
  if (node.tagName === 'SCRIPT' && is('type', 'application/json') && is(fragmentDataAttribute, part))
    return 'j';
  return 'x';
}

/** What `slot` holds for `part` (its name in a fragment URL, one of ours: `Header`, `AnnouncementBar`, `Footer`). */
export function readSlot(slot: Element, part: string): SlotContent {
  const nodes = [...slot.childNodes];
  const letters = nodes.map((node) => shapeLetter(node, part));
  const shape = letters.join('');
  if (!shape) return { holds: 'nothing' };
  if (!/^l*s*dj$/.test(shape)) return { holds: 'something else' };
  return {
    holds: 'fragment',
    markup: nodes[letters.indexOf('d')] as HTMLElement,
    data: nodes[letters.indexOf('j')] as Element,
  };
}

/**
 * Whether an answer's body is exactly one fragment of ours for `part`, as its writer wrote it, for a page
 * server that reads it as text (the demo's Node composer). Nothing may come before, between or after the
 * pieces; the markup closes every `div` it opens, and none of the part's, and holds no script (React writes none, and escapes
 * `<` in text and attributes); the data holds no `<` (its writer escapes it), so it cannot end early.
 */
export function isFragmentBody(html: string, part: string): boolean {
  // `part` is one of our names (letters only), never the client's text.
  const shape = new RegExp(
    // A preload may be marked low priority (issue 41: hydration's scripts never hold up the first paint).
    '^(?:<link rel="preload" as="script" crossorigin="anonymous"(?: fetchpriority="low")? href="[^"<>]*"(?: integrity="[^"<>]*")?>)*' +
      // A style's text runs to the first `</style` in any case, as the browser reads it: nothing hides in one.
      '(?:<style data-styled="true"[^<>]*>[^<]*(?:<(?!/[Ss][Tt][Yy][Ll][Ee])[^<]*)*</style>)*' +
      `<div ${fragmentAttribute}="${part}" ${fragmentBuildAttribute}="[^"<>]+">([\\s\\S]*)</div>` +
      `<script type="application/json" ${fragmentDataAttribute}="${part}">[^<]*</script>$`,
  );
  const markup = shape.exec(html)?.[1];
  if (markup === undefined || /<script/i.test(markup)) return false;
  // The part's `div` closes at the end and nowhere before: what follows an early close would be outside it.
  let depth = 0;
  for (const [tag] of markup.matchAll(/<\/?div[\s>]/g)) {
    depth += tag.startsWith('</') ? -1 : 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}
