import { hostileKinds, hostileUrl } from './hostile-urls';
import { mixedRequests, shareOf, tallyMixed } from './mixed-tally';

describe('the mixed load', () => {
  it('sends one hostile request in five, each hostile URL new, the hot URLs in turn', () => {
    const next = mixedRequests(['/fragment/Header?site=eu', '/fragment/Header?site=uk']);
    const requests = Array.from({ length: 100 }, next);
    const hostile = requests.filter(({ kind }) => kind === 'hostile');
    expect(hostile).toHaveLength(20);
    expect(new Set(hostile.map(({ url }) => url)).size).toBe(20);
    expect(new Set(requests.filter(({ kind }) => kind === 'canonical').map(({ url }) => url)).size).toBe(2);
  });

  it('cycles through every spelling the issue lists, none of them the canonical form', () => {
    const urls = Array.from({ length: hostileKinds.length }, (_, n) => hostileUrl(n));
    expect(urls.map(({ kind }) => kind)).toEqual(hostileKinds);
    expect(urls.find(({ kind }) => kind === 'long path')!.url.length).toBeGreaterThan(6000);
  });

  it('counts statuses, server errors and unanswered requests by kind', () => {
    const figures = tallyMixed(
      [
        { kind: 'canonical', status: 200, ms: 1, cacheStatus: 'HIT' },
        { kind: 'canonical', status: 502, ms: 3 },
        { kind: 'hostile', status: 301, ms: 2 },
        { kind: 'hostile', status: 429, ms: 1 },
        { kind: 'hostile', status: 0, ms: 10 },
        { kind: 'hostile', status: 400, ms: 1 },
      ],
      1,
    );
    expect(figures.canonical.cacheStatuses).toEqual({ HIT: 1 });
    expect(figures.serverErrors).toBe(1);
    expect(figures.unanswered).toBe(1);
    expect(shareOf(figures.hostile, [301, 400, 429])).toBe(0.75);
  });
});
