/*
 * Test support, not shipped: known hostile (and a few legitimate) link values with the verdict the safe-link
 * rule must reach for each. Used by the jest suites and served by the chaos suite's hostile mock answers.
 */

export interface LinkVector {
  value: string;
  /** What the rule must turn the value into: the kept (trimmed) link, or '' for a refused one. */
  expected: string;
  /**
   * True when rendering the raw value would be unsafe by the independent oracle (another origin from a
   * relative value, a non-http scheme, credentials). The oracle suite checks it flags every one of these,
   * so a lenient oracle cannot make the generated tests pass vacuously.
   */
  dangerous: boolean;
  why: string;
}

const kept = (value: string, why: string, expected = value.trim()): LinkVector => ({
  value,
  expected,
  dangerous: false,
  why,
});
const refused = (value: string, why: string, dangerous = true): LinkVector => ({
  value,
  expected: '',
  dangerous,
  why,
});

export const linkVectors: readonly LinkVector[] = [
  // Legitimate links: kept as sent (trimmed).
  kept('/trade/BTC_USDT', 'a same-origin path'),
  kept('  /help  ', 'surrounding spaces are trimmed'),
  kept('\u3000/help\u2028', 'Unicode spaces and line separators at the ends are trimmed'),
  kept('/crypto/buy?crypto=USDT&fiat=USD', 'a path with a query'),
  kept('/docs/terms.pdf#page=2', 'a path with a fragment'),
  kept('https://www.example.com/a?b=c', 'an absolute https URL'),
  kept('HTTP://example.com', 'the scheme is case-insensitive'),
  kept('https://research.example-exchange.com/', 'another https host: external links are allowed'),
  kept('https://exämple.com/', 'an internationalised host name'),
  kept('http://[::1]:8080/x', 'an IPv6 host'),
  kept('/javascript:alert(1)', 'a path that merely contains "javascript:" stays on the site'),
  kept('/%2F%2Fevil.example', 'an encoded slash in a path is not a second slash'),
  kept('/／evil.example', 'a full-width solidus in a path is an ordinary path character'),
  kept('https://www.example.com/" onmouseover="alert(1)', 'quotes in a URL cannot leave a React attribute'),
  kept('/%0d%0aSet-Cookie:%20x=1', 'encoded CR/LF in a path are inert in an href'),

  // javascript: in many spellings.
  refused('javascript:alert(1)', 'javascript: scheme'),
  refused('JavaScript:alert(1)', 'mixed case'),
  refused('JAVASCRIPT:alert(1)', 'upper case'),
  refused(' javascript:alert(1)', 'a leading space'),
  refused('\u0000javascript:alert(1)', 'a leading NUL, stripped by the URL parser'),
  refused('\u0001javascript:alert(1)', 'a leading C0 control'),
  refused('\u001fjavascript:alert(1)', 'a leading unit separator'),
  refused('\tjavascript:alert(1)', 'a leading tab'),
  refused('java\tscript:alert(1)', 'a tab inside the scheme, removed by the URL parser'),
  refused('java\nscript:alert(1)', 'a newline inside the scheme'),
  refused('java\rscript:alert(1)', 'a carriage return inside the scheme'),
  refused('javascript\t:alert(1)', 'a tab before the colon'),
  refused('\u200bjavascript:alert(1)', 'a zero-width space in front', false),
  refused('\ufeffjavascript:alert(1)', 'a byte-order mark in front (trimmed, then refused)', false),
  refused('&#106;avascript:alert(1)', 'an HTML decimal entity (inert in a React attribute)', false),
  refused('&#x6A;avascript:alert(1)', 'an HTML hex entity', false),
  refused('jav&#x09;ascript:alert(1)', 'an entity-encoded tab', false),
  refused('javascript&colon;alert(1)', 'a named-entity colon', false),
  refused('%6Aavascript:alert(1)', 'a percent-encoded first letter', false),
  refused('javascript%3Aalert(1)', 'a percent-encoded colon', false),
  refused('ｊａｖａｓｃｒｉｐｔ：alert(1)', 'full-width letters and colon', false),
  refused('javascript://%0Aalert(1)', 'a comment trick that still runs script'),
  refused('javascript://https://www.example.com/%0aalert(1)', 'a URL-looking javascript: link'),

  // Other schemes.
  refused('data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'data: HTML'),
  refused('DATA:text/html,<script>alert(1)</script>', 'data: in upper case'),
  refused('data:image/svg+xml,<svg onload=alert(1)>', 'a data: SVG'),
  refused('vbscript:msgbox(1)', 'vbscript:'),
  refused('VBScript:msgbox(1)', 'vbscript: in mixed case'),
  refused('file:///etc/passwd', 'file:'),
  refused('blob:https://www.example.com/0b8c', 'blob:'),
  refused('ftp://example.com/file', 'ftp:'),
  refused('mailto:someone@example.com', 'mailto: (not a link the chrome draws)'),
  refused('about:blank', 'about:'),
  refused('view-source:https://www.example.com/', 'view-source:'),

  // Other origins from relative-looking values.
  refused('//evil.example/path', 'protocol-relative'),
  refused('///evil.example', 'three slashes'),
  refused('/\\evil.example', 'slash backslash is read as two slashes'),
  refused('\\\\evil.example', 'two backslashes'),
  refused('\\/evil.example', 'backslash slash'),
  refused('/\t/evil.example', 'a tab between two slashes, removed by the URL parser'),
  refused('/\n/evil.example', 'a newline between two slashes'),
  refused('／／evil.example', 'full-width solidi (not a path at all)', false),
  refused('&#47;&#47;evil.example', 'entity-encoded slashes', false),

  // Malformed or misleading http(s).
  refused('https:evil.example', 'no slashes after the scheme', false),
  refused('http:/evil.example', 'one slash after the scheme', false),
  refused('https:\\\\evil.example', 'backslashes after the scheme', false),
  refused('https:/\\evil.example', 'slash backslash after the scheme', false),
  refused('https://', 'no host'),
  refused('http://user:pass@evil.example/', 'credentials in the URL'),
  refused('https://www.example.com@evil.example/', 'a trusted-looking user name before the real host'),
  refused('https://www.example.com\\@evil.example/', 'a backslash before the at sign', false),
  refused('https://exa\tmple.com/', 'a tab inside the host', false),
  refused('ｈｔｔｐｓ://evil.example', 'a full-width scheme', false),

  // Not links.
  refused('trade/BTC_USDT', 'a relative path without a leading slash', false),
  refused('#anchor', 'a fragment only', false),
  refused('?q=1', 'a query only', false),
  refused('../admin', 'a dot path', false),
  refused('<script>alert(1)</script>', 'markup', false),
  refused('', 'empty', false),
  refused(`/${'a'.repeat(3000)}`, 'longer than any real link', false),
];
