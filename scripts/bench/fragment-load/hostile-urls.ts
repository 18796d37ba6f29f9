/**
 * The hostile share of the mixed load (issue 40): every spelling the issue lists that once answered
 * `200 public` with a fresh render, each made unique by the request's number `n`, so no cache can have seen
 * it before. A fragment origin that holds one URL per page state answers each with a 301 to the canonical
 * URL or a 400 (nginx's `limit_req` may answer 429 first); a 200 is a render spent on an attacker.
 *
 * Written by hand, never by `encodeFragmentQuery`: they are what the encoder would not write.
 */
export interface HostileUrl {
  /** Which spelling, for the table of outcomes. */
  kind: string;
  /** `/fragment/<part>?<query>`. */
  url: string;
}

const part = 'Header';
const euSiteId = 106;
/** A path of its own per request: without it, a 301's target would be one hot URL for every request. */
const uniquePath = (n: number) => encodeURIComponent(`/hostile/${n}`);

/** Six letters from `n`: an invented fiat code (QQ…, no ISO 4217 code starts with QQ). */
function inventedFiat(n: number): string {
  let letters = '';
  let rest = n;
  for (let index = 0; index < 4; index++) {
    letters += String.fromCharCode(65 + (rest % 26));
    rest = Math.floor(rest / 26);
  }
  return `QQ${letters}`;
}

const spellings: ReadonlyArray<{ kind: string; query: (n: number) => string }> = [
  { kind: 'parameter order', query: (n) => `language=de&site=eu&path=${uniquePath(n)}` },
  { kind: 'upper case', query: (n) => `site=EU&language=DE&path=${uniquePath(n)}` },
  { kind: 'site by id', query: (n) => `site=${euSiteId}&path=${uniquePath(n)}` },
  { kind: 'leading zeros', query: (n) => `site=00${euSiteId}&path=${uniquePath(n)}` },
  { kind: 'percent-encoding', query: (n) => `site=%65%75&path=${uniquePath(n)}` },
  { kind: 'explicit default', query: (n) => `theme=light&fiat=USD&path=${uniquePath(n)}` },
  { kind: 'unknown parameter', query: (n) => `site=eu&utm_source=mail-${n}` },
  {
    kind: 'unknown JSON key',
    query: (n) => `site=eu&variant=${encodeURIComponent(JSON.stringify({ testnet: true, [`x${n}`]: 1 }))}`,
  },
  { kind: 'long path', query: (n) => `path=${encodeURIComponent(`/${n}/${'a'.repeat(6000)}`)}` },
  { kind: 'invented fiat', query: (n) => `site=eu&fiat=${inventedFiat(n)}` },
  { kind: 'off-site path //', query: (n) => `path=${encodeURIComponent(`//evil-${n}.example/`)}` },
  { kind: 'off-site path /\\', query: (n) => `path=${encodeURIComponent(`/\\evil-${n}.example/`)}` },
  { kind: 'repeated parameter', query: (n) => `site=eu&site=uk&path=${uniquePath(n)}` },
];

/** The names of every hostile spelling, in the order `hostileUrl` cycles through them. */
export const hostileKinds: readonly string[] = spellings.map(({ kind }) => kind);

/** The `n`-th hostile URL: the spellings in turn, each with `n` in it. */
export function hostileUrl(n: number): HostileUrl {
  const spelling = spellings[n % spellings.length]!;
  return { kind: spelling.kind, url: `/fragment/${part}?${spelling.query(n)}` };
}
