import {
  comparisonMarkdown,
  lighthouseMarkdown,
  menuOpenCell,
  replaceFigures,
  serverPageMarkdown,
} from './report';
import { summarisePage } from './summary';
import { testComparison, testLighthouse, testVisit, withTestServer } from './test-comparisons';

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
    const table = comparisonMarkdown([testComparison(1, 440, 400)]);
    const rows = table.split('\n');
    expect(rows).toHaveLength(4);
    expect(rows[2]).toContain('| desktop | federated | 440 ms | 1.10x |');
    expect(rows[3]).toContain('| desktop | bundled | 400 ms |  |');
  });

  it('has a menu-open-ready column beside header interactive, "—" where the menu was not reached for', () => {
    const rows = comparisonMarkdown([testComparison(1, 440, 400, { bundledMenuOpenMs: 610 })]).split('\n');
    const headings = rows[0]!.split(' | ');
    const column = headings.indexOf('menu-open-ready (median)');
    expect(headings[column - 1]).toBe('header interactive (median)');
    expect(rows[2]!.split(' | ')[column]).toBe('—');
    expect(rows[3]!.split(' | ')[column]).toBe('610 ms');
  });
});

describe('menuOpenCell', () => {
  const reached = (menuOpenReadyMs: number | null) => testVisit(300, { menuOpenReadyMs });

  it('says in how many runs the menu opened, and "never" when most never did', () => {
    expect(
      menuOpenCell(summarisePage('server', 'desktop', [reached(500), reached(700), reached(null)], [])),
    ).toBe('700 ms (open in 2 of 3 runs)');
    expect(
      menuOpenCell(summarisePage('server', 'desktop', [reached(500), reached(null), reached(null)], [])),
    ).toBe('never (open in 1 of 3 runs)');
  });

  it('counts the runs whose mouse came after the first paint', () => {
    const late = { ...reached(650), menuPointerLate: true };
    expect(menuOpenCell(summarisePage('server', 'desktop', [reached(500), late, reached(700)], []))).toBe(
      '650 ms (pointer after first paint in 1)',
    );
  });
});

describe('serverPageMarkdown', () => {
  it("has a row per profile with the server-rendered page's ratios to the bundled page", () => {
    const rows = serverPageMarkdown([
      withTestServer(testComparison(2, 2600, 2000, { bundledMenuOpenMs: 3000 }), {
        painted: 900,
        interactive: 2200,
        menuOpenReadyMs: 1200,
      }),
    ]).split('\n');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('| menu-open / bundled (target ≤ 0.50x) |');
    expect(rows[0]).toContain('| interactive / bundled header-ready (target ≤ 1.00x) |');
    expect(rows[2]).toBe(
      '| mobile | 2000 ms | 900 ms | 0.45x | 2200 ms | 1.10x | 3000 ms | 1200 ms | 0.40x | 1/1 |',
    );
  });

  it('says how many runs the painted median is of when some runs recorded no paint', () => {
    const base = testComparison(2, 2600, 2000);
    const run = testVisit(900, { server: { painted: 900, interactive: 2200 } });
    const server = summarisePage('server', 'mobile', [run, { ...run, headerPaintedMs: null }], []);
    expect(serverPageMarkdown([{ ...base, server }]).split('\n')[2]).toContain('| 900 ms (of 1 runs) |');
  });

  it('shows "never" and no ratio for a menu that never opened, "—" where not reached for', () => {
    const row = serverPageMarkdown([
      withTestServer(testComparison(1, 440, 400, { bundledMenuOpenMs: 600 }), {
        painted: 200,
        interactive: 420,
        menuOpenReadyMs: null,
      }),
      withTestServer(testComparison(0, 300, 200), { painted: 100, interactive: 250 }),
    ]).split('\n');
    expect(row[2]).toContain('| 600 ms | never (open in 0 of 1 runs) | — |');
    expect(row[3]).toContain('| — | — | — |');
  });

  it('is empty when the server-rendered page was not visited', () => {
    expect(serverPageMarkdown([testComparison(1, 440, 400)])).toBe('');
  });
});

describe('lighthouseMarkdown', () => {
  it('has a column per page and the server-rendered targets, absolute and against the bundled page', () => {
    const rows = lighthouseMarkdown(testLighthouse, undefined, {
      ...testLighthouse,
      performanceScore: 97,
    }).split('\n');
    expect(rows[2]).toBe('| performance score | 99 | — | 97 | ≥ 98 | ≥ 98 and ≥ bundled |');
    expect(rows[4]).toBe('| first contentful paint | 1000 ms | — | 1000 ms |  | ≤ bundled |');
  });
});
