import { isFragmentBody, readSlot } from './fragment-markup';

/*
 * The shape of a fragment of ours, as its writer (`fragmentHtml`, @site-chrome/server) writes it: preload
 * links, styles, the part's markup with its build, its hydration data. The browser reads a slot's nodes,
 * a page server the answer's text; both refuse anything else around, between or instead.
 */

const preload = '<link rel="preload" as="script" crossorigin="anonymous" href="https://cdn.test/a.js">';
const preloadWithHash =
  '<link rel="preload" as="script" crossorigin="anonymous" href="https://cdn.test/b.js" integrity="sha384-abc">';
// Issue 41: hydration's scripts at low priority, so they never hold up the first paint.
const lowPriorityPreload =
  '<link rel="preload" as="script" crossorigin="anonymous" fetchpriority="low" href="https://cdn.test/c.js" integrity="sha384-def">';
const style = '<style data-styled="true" data-styled-version="6.1.19">.a>.b{padding:3px}</style>';
const markup =
  '<div data-chrome-fragment="Header" data-chrome-build="1.0.0+abc"><div><a href="/">Home</a></div></div>';
const data =
  '<script type="application/json" data-chrome-fragment-data="Header">{"build":"1.0.0+abc"}</script>';
const fragment = preload + preloadWithHash + lowPriorityPreload + style + markup + data;

const slotWith = (html: string) => {
  const slot = document.createElement('div');
  slot.innerHTML = html;
  return slot;
};

/** Bodies that are not exactly one header fragment of ours. */
const notOurs: [string, string][] = [
  ['a WAF page that names the part in its text', '<h1>Blocked</h1><p>data-chrome-fragment="Header"</p>'],
  ['a WAF page around a fragment', `<html><body><h1>Blocked</h1>${fragment}</body></html>`],
  ['the markup without its build', '<div data-chrome-fragment="Header"><a href="/">Home</a></div>' + data],
  ['an empty build', markup.replace('1.0.0+abc', '') + data],
  ['the markup without its data', preload + markup],
  ['a fragment and a script after it', `${fragment}<script>alert(1)</script>`],
  ['a fragment and a script before it', `<script>alert(1)</script>${fragment}`],
  ['a script between the markup and its data', `${markup}<script>alert(1)</script>${data}`],
  ['text after the fragment', `${fragment}Access denied`],
  ['a style after the markup', `${markup}${style}${data}`],
  ['a stylesheet link', `<link rel="stylesheet" href="https://evil.test/a.css">${markup}${data}`],
  ['another part’s fragment', fragment.replaceAll('"Header"', '"Footer"')],
  ['two fragments', fragment + fragment],
  ['data before the markup', data + markup],
];

describe('readSlot, the browser’s reader', () => {
  it('finds the fragment: its markup and its data', () => {
    const slot = slotWith(fragment);
    const content = readSlot(slot, 'Header');

    expect(content).toEqual({
      holds: 'fragment',
      markup: slot.querySelector('[data-chrome-fragment]'),
      data: slot.querySelector('script'),
    });
  });

  it('takes the white space and comments of a page template around it', () => {
    expect(readSlot(slotWith(`\n  <!-- header -->${fragment}\n`), 'Header').holds).toBe('fragment');
  });

  it.each([
    ['no node', ''],
    [
      'white space and an SSI directive nginx left',
      '\n  <!--# include virtual="/chrome-fragment/header/Header" -->\n',
    ],
  ])('reads %s as nothing', (_, html) => {
    expect(readSlot(slotWith(html), 'Header')).toEqual({ holds: 'nothing' });
  });

  it.each(notOurs)('reads %s as something else', (_, html) => {
    expect(readSlot(slotWith(html), 'Header')).toEqual({ holds: 'something else' });
  });
});

describe('isFragmentBody, a page server’s reader', () => {
  it.each([
    ['a fragment as its server writes it', fragment],
    ['one without preloads or styles', markup + data],
  ])('takes %s', (_, html) => {
    expect(isFragmentBody(html, 'Header')).toBe(true);
  });

  it.each<[string, string]>([
    ...notOurs,
    ['a script inside the markup', fragment.replace('<a href', '<script>alert(1)</script><a href')],
    ['markup that closes the part early', `${markup.slice(0, -6)}</div><h1>Blocked</h1><div></div>${data}`],
    ['markup that leaves a div open', `${markup.slice(0, -6)}<div></div>${data}`],
    [
      'a script hidden in a style that ends in capitals',
      `<style data-styled="true">a{}</STYLE><script>alert(1)</script></style>${markup}${data}`,
    ],
    ['data that ends early', markup + data.replace('{"build"', '</script><script>alert(1)</script>{"build"')],
  ])('refuses %s', (_, html) => {
    expect(isFragmentBody(html, 'Header')).toBe(false);
  });
});
