import type { ProfileComparison } from './compare-pages';
import { loadProfiles } from './profiles';
import {
  comparisonMarkdown,
  lighthouseMarkdown,
  missedTargets,
  replaceFigures,
  serverPageMarkdown,
} from './report';
import { summarisePage } from './summary';
import type { Visit } from './visit';

const visit = (headerReadyMs: number, cls = 0, server?: { painted: number; interactive: number }): Visit => ({
  headerReadyMs,
  headerPaintedMs: server?.painted ?? headerReadyMs,
  headerInteractiveMs: server?.interactive ?? headerReadyMs,
  headerFromServer: server !== undefined,
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

function withServer(
  base: ProfileComparison,
  server: { painted: number; interactive: number },
  fromServer = true,
): ProfileComparison {
  const run = visit(server.painted, 0, server);
  return {
    ...base,
    server: summarisePage(
      'server',
      base.profile.name,
      [fromServer ? run : { ...run, headerFromServer: false }],
      [],
    ),
  };
}

const lighthouseFigures = {
  runs: 3,
  performanceScore: 99,
  totalBlockingTimeMs: 40,
  largestContentfulPaintMs: 2000,
  firstContentfulPaintMs: 1000,
  speedIndexMs: 1000,
  cumulativeLayoutShift: 0,
};

describe('replaceFigures', () => {
  it('replaces only what lies between the markers, keeping the method written around them', () => {
    const document =
      '# Benchmarks\n\nMethod.\n\n<!-- bench:page:start -->\nold\n<!-- bench:page:end -->\n\nNotes.\n';
    expect(replaceFigures(document, 'new table')).toBe(
      '# Benchmarks\n\nMethod.\n\n<!-- bench:page:start -->\nnew table\n<!-- bench:page:end -->\n\nNotes.\n',
    );
  });

  it("replaces another bench's block by its own markers", () => {
    const document =
      '<!-- bench:page:start -->\npage\n<!-- bench:page:end -->\n<!-- bench:fragments:start -->\nold\n<!-- bench:fragments:end -->\n';
    expect(replaceFigures(document, 'new', 'bench:fragments')).toBe(
      '<!-- bench:page:start -->\npage\n<!-- bench:page:end -->\n<!-- bench:fragments:start -->\nnew\n<!-- bench:fragments:end -->\n',
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

describe('serverPageMarkdown', () => {
  it("has a row per profile with the server-rendered page's ratios to the bundled header-ready", () => {
    const rows = serverPageMarkdown([
      withServer(comparison(2, 2600, 2000), { painted: 900, interactive: 2200 }),
    ]).split('\n');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toBe('| mobile | 2000 ms | 900 ms | 0.45x | 2200 ms | 1.10x | 1/1 |');
  });

  it('says how many runs the painted median is of when some runs recorded no paint', () => {
    const base = comparison(2, 2600, 2000);
    const run = visit(900, 0, { painted: 900, interactive: 2200 });
    const server = summarisePage('server', 'mobile', [run, { ...run, headerPaintedMs: null }], []);
    expect(serverPageMarkdown([{ ...base, server }]).split('\n')[2]).toContain('| 900 ms (of 1 runs) |');
  });

  it('is empty when the server-rendered page was not visited', () => {
    expect(serverPageMarkdown([comparison(1, 440, 400)])).toBe('');
  });
});

describe('lighthouseMarkdown', () => {
  it('has a column per page and the server-rendered targets', () => {
    const table = lighthouseMarkdown(lighthouseFigures, undefined, {
      ...lighthouseFigures,
      performanceScore: 97,
    });
    expect(table.split('\n')[2]).toBe('| performance score | 99 | — | 97 | ≥ 98 | ≥ 98 |');
  });
});

describe('missedTargets', () => {
  it('holds the server-rendered page to 0.5x painted and 1.05x interactive, its header in the HTML, on throttled profiles', () => {
    expect(
      missedTargets(
        [
          withServer(comparison(0, 300, 200), { painted: 190, interactive: 400 }),
          withServer(comparison(1, 440, 400), { painted: 200, interactive: 420 }),
        ],
        undefined,
      ),
    ).toEqual([]);
    expect(
      missedTargets(
        [withServer(comparison(2, 2200, 2000), { painted: 1100, interactive: 2200 }, false)],
        undefined,
      ),
    ).toEqual([
      'mobile: server-rendered header painted 0.55x bundled header-ready > 0.5x',
      'mobile: server-rendered header interactive 1.10x bundled header-ready > 1.05x',
      'mobile server: header in the HTML in 0 of 1 runs (the others past the fragment budget)',
    ]);
  });

  it('holds the server-rendered page to Lighthouse 98, TBT 100 ms and CLS 0.000', () => {
    expect(missedTargets([], undefined, { ...lighthouseFigures, totalBlockingTimeMs: 100 })).toEqual([]);
    expect(
      missedTargets([], undefined, {
        ...lighthouseFigures,
        performanceScore: 97,
        totalBlockingTimeMs: 101,
        cumulativeLayoutShift: 0.002,
      }),
    ).toEqual([
      'Lighthouse server-rendered score 97 < 98',
      'Lighthouse server-rendered TBT 101 ms > 100 ms',
      'Lighthouse server-rendered CLS 0.002',
    ]);
  });

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
