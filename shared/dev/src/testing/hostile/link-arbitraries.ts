/*
 * Test support, not shipped: fast-check generators of link-like strings, biased towards the pieces that
 * make links dangerous. Plain random strings almost never spell `javascript:` or `//host`, so most values
 * here are assembled from known-dangerous parts, then mangled (case flips, characters the URL parser
 * strips, entity and percent encodings) so the rule meets combinations nobody listed.
 */
import fc from 'fast-check';
import { linkVectors } from './link-vectors';

const leadingJunk = [
  '',
  '',
  '',
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\ufeff',
  '\u2028',
  '\u3000',
];

const schemes = [
  '',
  'javascript',
  'JaVaScRiPt',
  'java\tscript',
  'java\nscript',
  'ｊａｖａｓｃｒｉｐｔ',
  '&#106;avascript',
  '%6Aavascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'about',
  'ftp',
  'mailto',
  'ws',
  'http',
  'https',
  'HTTPS',
  'ｈｔｔｐｓ',
];

const separators = [
  ':',
  '://',
  ':/',
  ':\\\\',
  ':/\\',
  ':\\/',
  '%3A',
  '&#58;',
  '&colon;',
  '：',
  ':\t//',
  ':/\n/',
  '',
];

const slashes = [
  '',
  '/',
  '//',
  '///',
  '/\\',
  '\\\\',
  '\\/',
  '/\t/',
  '/\n/',
  '%2F%2F',
  '&#47;&#47;',
  '／／',
  '/./',
  '/../',
];

const hosts = [
  'evil.example',
  'www.example.com',
  'www.example.com@evil.example',
  'user:pass@evil.example',
  ':@evil.example',
  'evil.example%2F@www.example.com',
  'www.example.com\\@evil.example',
  'ｅｖｉｌ.example',
  '[::1]',
  '127.0.0.1',
  '2130706433',
  'localhost:3000',
  '',
];

const paths = [
  '',
  '/',
  '/trade/BTC_USDT',
  'alert(1)',
  'alert(document.cookie)',
  '/%0aalert(1)',
  ',<script>alert(1)</script>',
  'text/html;base64,PHNjcmlwdD4=',
  '?q=1',
  '#x',
  '/\t/x',
  '"><img src=x onerror=alert(1)>',
];

/** Characters browsers strip or mistake, inserted anywhere. */
const injected = [
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\\',
  '/',
  ':',
  ' ',
  '\u00ad',
  '\u200b',
  '%09',
  '&#x09;',
  '@',
  '#',
];

function flipCase(text: string, mask: number): string {
  let result = '';
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charAt(index);
    result += mask & (1 << (index % 30)) ? character.toUpperCase() : character.toLowerCase();
  }
  return result;
}

const assembledLink = fc
  .tuple(
    fc.constantFrom(...leadingJunk),
    fc.constantFrom(...slashes),
    fc.constantFrom(...schemes),
    fc.constantFrom(...separators),
    fc.constantFrom(...hosts),
    fc.constantFrom(...paths),
    fc.constantFrom(...leadingJunk),
  )
  .map(
    ([lead, slash, scheme, separator, host, path, trail]) =>
      `${lead}${scheme === '' ? slash : `${scheme}${separator}`}${host}${path}${trail}`,
  );

/** Inserts up to three stripped or confusing characters at random places and flips letter case. */
const mangled = (base: fc.Arbitrary<string>) =>
  fc
    .tuple(
      base,
      fc.array(fc.tuple(fc.nat(), fc.constantFrom(...injected)), { maxLength: 3 }),
      fc.option(fc.nat(), { nil: undefined }),
    )
    .map(([value, insertions, caseMask]) => {
      let result = value;
      for (const [position, character] of insertions) {
        const at = position % (result.length + 1);
        result = `${result.slice(0, at)}${character}${result.slice(at)}`;
      }
      return caseMask === undefined ? result : flipCase(result, caseMask);
    });

/**
 * Link-like strings: mostly assembled from dangerous parts (and mangled), plus the known vectors mangled,
 * real-looking URLs, and a share of arbitrary Unicode so nothing outside the lists is left untried.
 */
const hostileLink: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: mangled(assembledLink) },
  { weight: 2, arbitrary: assembledLink },
  { weight: 2, arbitrary: mangled(fc.constantFrom(...linkVectors.map((vector) => vector.value))) },
  { weight: 1, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 40 }) },
);

/** Values a server might send in a link field instead of a string. */
export const hostileLinkFieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 12, arbitrary: hostileLink },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      null,
      undefined,
      0,
      1,
      true,
      [],
      {},
      ['/a'],
      { href: '/a' },
      Number.NaN,
    ),
  },
);
