import { summarisePage } from '../page-load/summary';
import { testVisit } from '../page-load/test-comparisons';
import { checkServerPage, describeMisses } from './check';

describe('checkServerPage', () => {
  const budget = { menuOpenReady: 0.7, headerInteractive: 1.25, headerNotInHtmlRuns: 0 };
  const bundled = summarisePage('bundled', 'desktop', [testVisit(400, { menuOpenReadyMs: 1000 })], []);
  const server = (menuOpenReadyMs: number | null, interactive: number, fromServer = true) => {
    const run = testVisit(150, { server: { painted: 150, interactive }, menuOpenReadyMs });
    return summarisePage(
      'server',
      'desktop',
      [run, fromServer ? run : { ...run, headerFromServer: false }],
      [],
    );
  };

  it("holds the server page's menu-open-ready and header interactive to their ceilings over the bundled page's", () => {
    const lines = checkServerPage(budget, 'desktop', server(700, 500), bundled);
    expect(lines.map(({ budget: name, measured, ok }) => [name, measured, ok])).toEqual([
      ['serverPageRatio.menuOpenReady', 0.7, true],
      ['serverPageRatio.headerInteractive', 1.25, true],
      ['serverPageRatio.headerNotInHtmlRuns', 0, true],
    ]);
  });

  it('fails a ratio over its ceiling, a menu that never opened, and a run without the header in its HTML', () => {
    const lines = checkServerPage(budget, 'desktop', server(null, 520, false), bundled);
    expect(lines.map((line) => line.ok)).toEqual([false, false, false]);
    expect(lines[2]).toMatchObject({ measured: 1, delta: 1 });
    expect(describeMisses(lines)).toContain(
      '    server-rendered never (open in 0 of 2 runs), bundled 1000 ms (open in 1 of 1)',
    );
  });
});
