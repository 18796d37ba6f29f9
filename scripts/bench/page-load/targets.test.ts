import { missedTargets } from './targets';
import { testComparison, testLighthouse, withTestServer } from './test-comparisons';

describe('missedTargets', () => {
  it('holds the server-rendered page to 0.5x painted, 1.0x interactive, 0.5x the bundled menu-open-ready and its header in the HTML, on throttled profiles', () => {
    expect(
      missedTargets([
        withTestServer(testComparison(0, 300, 200, { bundledMenuOpenMs: 300 }), {
          painted: 190,
          interactive: 400,
          menuOpenReadyMs: 900,
        }),
        withTestServer(testComparison(1, 440, 400, { bundledMenuOpenMs: 800 }), {
          painted: 200,
          interactive: 400,
          menuOpenReadyMs: 400,
        }),
      ]),
    ).toEqual([]);
    expect(
      missedTargets([
        withTestServer(
          testComparison(2, 2200, 2000, { bundledMenuOpenMs: 3000 }),
          { painted: 1100, interactive: 2100, menuOpenReadyMs: 1600 },
          false,
        ),
      ]),
    ).toEqual([
      'mobile: server-rendered header painted 0.55x bundled header-ready > 0.5x',
      'mobile: server-rendered header interactive 1.05x bundled header-ready > 1.0x',
      'mobile: server-rendered menu-open-ready 0.53x bundled menu-open-ready > 0.5x',
      'mobile server: header in the HTML in 0 of 1 runs (the others past the fragment budget)',
    ]);
  });

  it('counts a server menu that never opened as a miss, and holds nothing where the menu was not reached for', () => {
    expect(
      missedTargets([
        withTestServer(testComparison(1, 440, 400, { bundledMenuOpenMs: 800 }), {
          painted: 200,
          interactive: 400,
          menuOpenReadyMs: null,
        }),
      ]),
    ).toEqual([
      'desktop: server-rendered menu-open-ready never bundled menu-open-ready > 0.5x (its menu opened in 0 of 1 runs)',
    ]);
    expect(
      missedTargets([withTestServer(testComparison(1, 440, 400), { painted: 200, interactive: 400 })]),
    ).toEqual([]);
  });

  it('holds the throttled profiles to 1.10x and every page to CLS 0.000, not the unthrottled ratio', () => {
    expect(
      missedTargets([
        testComparison(0, 300, 200),
        testComparison(1, 440, 400),
        testComparison(2, 2200, 2000),
      ]),
    ).toEqual([]);
    expect(missedTargets([testComparison(2, 2300, 2000, { cls: 0.002 })])).toEqual([
      'mobile: header-ready ratio 1.15x > 1.1x',
      'mobile federated: CLS 0.002',
    ]);
  });

  it("holds the demo page's first-load JS to 1.05x the bundled page's gzip bytes", () => {
    const withJs = (federatedGzip: number, bundledGzip: number) => {
      const base = testComparison(1, 440, 400);
      return {
        ...base,
        federated: { ...base.federated, jsGzip: federatedGzip },
        bundled: { ...base.bundled, jsGzip: bundledGzip },
      };
    };
    expect(missedTargets([withJs(105_000, 100_000)])).toEqual([]);
    expect(missedTargets([withJs(217_190, 189_440)])).toEqual([
      'first-load JS 212.1 KB gzip = 1.15x bundled 185.0 KB > 1.05x',
    ]);
  });

  it('holds the federated page to Lighthouse 98 and TBT 80 ms', () => {
    expect(
      missedTargets([], { federated: { ...testLighthouse, performanceScore: 97, totalBlockingTimeMs: 90 } }),
    ).toEqual(['Lighthouse score 97 < 98', 'Lighthouse TBT 90 ms > 80 ms']);
  });

  it('holds the server-rendered page to Lighthouse 98, TBT 100 ms and CLS 0.000', () => {
    expect(missedTargets([], { server: { ...testLighthouse, totalBlockingTimeMs: 100 } })).toEqual([]);
    expect(
      missedTargets([], {
        server: {
          ...testLighthouse,
          performanceScore: 97,
          totalBlockingTimeMs: 101,
          cumulativeLayoutShift: 0.002,
        },
      }),
    ).toEqual([
      'Lighthouse server-rendered score 97 < 98',
      'Lighthouse server-rendered TBT 101 ms > 100 ms',
      'Lighthouse server-rendered CLS 0.002',
    ]);
  });

  it("holds the server-rendered page to the bundled page's Lighthouse score, FCP and TBT", () => {
    const bundled = {
      ...testLighthouse,
      performanceScore: 99,
      firstContentfulPaintMs: 609,
      totalBlockingTimeMs: 40,
    };
    expect(missedTargets([], { bundled, server: { ...bundled } })).toEqual([]);
    expect(
      missedTargets([], {
        bundled,
        server: { ...bundled, performanceScore: 98, firstContentfulPaintMs: 1430, totalBlockingTimeMs: 60 },
      }),
    ).toEqual([
      'Lighthouse server-rendered score 98 < bundled 99',
      'Lighthouse server-rendered FCP 1430 ms > bundled 609 ms',
      'Lighthouse server-rendered TBT 60 ms > bundled 40 ms',
    ]);
  });
});
