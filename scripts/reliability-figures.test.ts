import { figuresMarkdown } from './reliability-figures';

describe('figuresMarkdown', () => {
  it('given figures from two groups, writes one table per group in the order they first appear', () => {
    const markdown = figuresMarkdown([
      { group: 'Remote failures', scenario: 'header: manifest hung', timeToFallbackMs: 3012, requests: 1 },
      { group: 'Leaks', scenario: 'footer: 50 cycles', heapDeltaBytes: 204_800 },
      { group: 'Remote failures', scenario: 'footer: entry hung', errorsLogged: 1, uncaughtErrors: 0 },
    ]);

    expect(markdown.indexOf('### Remote failures')).toBeLessThan(markdown.indexOf('### Leaks'));
    expect(markdown).toContain('| header: manifest hung | 3,012 ms | 1 | – | – | – | – |  |');
    expect(markdown).toContain('| footer: entry hung | – | – | 1 | 0 | – | – |  |');
    expect(markdown).toContain('| footer: 50 cycles | – | – | – | – | 200 KB | – |  |');
  });

  it('keeps a pipe in a note inside its cell', () => {
    expect(figuresMarkdown([{ group: 'g', scenario: 's', note: 'a | b' }])).toContain('| a \\| b |');
  });

  it('given a group that measures bytes and time to ready (Releases), adds those columns to its table only', () => {
    const markdown = figuresMarkdown([
      { group: 'Remote failures', scenario: 'header: manifest hung', timeToFallbackMs: 3012 },
      {
        group: 'Releases',
        scenario: 'page 2.8.2 + header 2.9.2',
        bytesDownloaded: 40_960,
        timeToReadyMs: 812,
      },
    ]);

    const [failures, releases] = markdown.split('### Releases');
    expect(failures).toContain('| scenario | time to fallback |');
    expect(failures).not.toContain('bytes downloaded');
    expect(releases).toContain('| scenario | bytes downloaded | time to ready | time to fallback |');
    expect(releases).toContain('| page 2.8.2 + header 2.9.2 | 40 KB | 812 ms | – |');
  });
});
