import type { ProfileComparison } from './compare-pages';
import { loadProfiles } from './profiles';
import { comparisonMarkdown, missedTargets, replaceFigures } from './report';
import { summarisePage } from './summary';
import type { Visit } from './visit';

const visit = (headerReadyMs: number, cls = 0): Visit => ({
  headerReadyMs,
  footerReadyMs: headerReadyMs,
  cls,
  scripts: [],
  apiCalls: [],
  loadedShares: [],
  reactRenderers: 1,
  pageErrors: [],
});

function comparison(
  profileIndex: number,
  federatedMs: number,
  bundledMs: number,
  cls = 0,
): ProfileComparison {
  const profile = loadProfiles[profileIndex]!;
  const federated = summarisePage('federated', profile.name, [visit(federatedMs, cls)], []);
  const bundled = summarisePage('bundled', profile.name, [visit(bundledMs)], []);
  return { profile, federated, bundled, ratio: federatedMs / bundledMs };
}

describe('replaceFigures', () => {
  it('replaces only what lies between the markers, keeping the method written around them', () => {
    const document =
      '# Benchmarks\n\nMethod.\n\n<!-- bench:page:start -->\nold\n<!-- bench:page:end -->\n\nNotes.\n';
    expect(replaceFigures(document, 'new table')).toBe(
      '# Benchmarks\n\nMethod.\n\n<!-- bench:page:start -->\nnew table\n<!-- bench:page:end -->\n\nNotes.\n',
    );
  });

  it('appends the markers to a document without them', () => {
    expect(replaceFigures('# Benchmarks\n', 'figures')).toBe(
      '# Benchmarks\n\n<!-- bench:page:start -->\nfigures\n<!-- bench:page:end -->\n',
    );
  });
});

describe('comparisonMarkdown', () => {
  it('has a row per page and profile, with the ratio on the federated row', () => {
    const table = comparisonMarkdown([comparison(1, 440, 400)]);
    const rows = table.split('\n');
    expect(rows).toHaveLength(4);
    expect(rows[2]).toContain('| desktop | federated | 440 ms | 1.10x |');
    expect(rows[3]).toContain('| desktop | bundled | 400 ms |  |');
  });
});

describe('missedTargets', () => {
  it('holds the throttled profiles to 1.10x and every page to CLS 0.000, not the unthrottled ratio', () => {
    expect(
      missedTargets([comparison(0, 300, 200), comparison(1, 440, 400), comparison(2, 2200, 2000)], undefined),
    ).toEqual([]);
    expect(missedTargets([comparison(2, 2300, 2000, 0.002)], undefined)).toEqual([
      'mobile: header-ready ratio 1.15x > 1.1x',
      'mobile federated: CLS 0.002',
    ]);
  });

  it('holds Lighthouse to a score of 98 and a TBT of 80 ms', () => {
    const lighthouse = {
      runs: 3,
      performanceScore: 97,
      totalBlockingTimeMs: 90,
      largestContentfulPaintMs: 2000,
      firstContentfulPaintMs: 1000,
      speedIndexMs: 1000,
      cumulativeLayoutShift: 0,
    };
    expect(missedTargets([], lighthouse)).toEqual([
      'Lighthouse score 97 < 98',
      'Lighthouse TBT 90 ms > 80 ms',
    ]);
  });
});
