import type { ProfileComparison } from './compare-pages';
import type { LighthouseFigures } from './lighthouse';
import type { PageSummary } from './summary';

/** The targets of issue 12, shown beside the figures. */
const pageLoadTargets = { maxRatio: 1.1, maxCls: 0, minLighthouseScore: 98, maxTbtMs: 80 };

const milliseconds = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const count = (items: readonly string[]) =>
  items.length === 0 ? '0' : `${items.length}: ${items.join('; ')}`;

function pageRow(summary: PageSummary, ratio: number | null): string[] {
  return [
    summary.profile,
    summary.page,
    milliseconds(summary.headerReadyMs),
    ratio === null ? '' : `${ratio.toFixed(2)}x`,
    milliseconds(summary.footerReadyMs),
    summary.cls.toFixed(3),
    String(summary.jsRequests),
    `${kilobytes(summary.jsRaw)} / ${kilobytes(summary.jsGzip)} / ${kilobytes(summary.jsBrotli)}`,
    count(summary.duplicateSingletons),
    count(summary.repeatedApiCalls),
  ];
}

export const comparisonHeadings = [
  'profile',
  'page',
  'header-ready (median)',
  'federated / bundled',
  'footer-ready (median)',
  'CLS (worst run)',
  'JS requests',
  'JS raw / gzip / brotli',
  'duplicate singletons',
  'API calls made twice',
];

export function comparisonRows(comparisons: readonly ProfileComparison[]): string[][] {
  return comparisons.flatMap((comparison) => [
    pageRow(comparison.federated, comparison.ratio),
    pageRow(comparison.bundled, null),
  ]);
}

/** The comparison as a Markdown table. */
export function comparisonMarkdown(comparisons: readonly ProfileComparison[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(comparisonHeadings),
    line(comparisonHeadings.map(() => '---')),
    ...comparisonRows(comparisons).map(line),
  ].join('\n');
}

/** Lighthouse's figures for the federated page, with the bundled page's beside them where measured. */
export function lighthouseMarkdown(federated: LighthouseFigures, bundled?: LighthouseFigures): string {
  const row = (name: string, value: (figures: LighthouseFigures) => string, target = '') =>
    `| ${name} | ${value(federated)} | ${bundled ? value(bundled) : '—'} | ${target} |`;
  return [
    `| Lighthouse 12.8 mobile (median score of ${federated.runs} runs) | federated | bundled | target (federated) |`,
    '| --- | --- | --- | --- |',
    row(
      'performance score',
      (figures) => String(figures.performanceScore),
      `≥ ${pageLoadTargets.minLighthouseScore}`,
    ),
    row(
      'total blocking time',
      (figures) => milliseconds(figures.totalBlockingTimeMs),
      `≤ ${pageLoadTargets.maxTbtMs} ms`,
    ),
    row('first contentful paint', (figures) => milliseconds(figures.firstContentfulPaintMs)),
    row('largest contentful paint', (figures) => milliseconds(figures.largestContentfulPaintMs)),
    row('speed index', (figures) => milliseconds(figures.speedIndexMs)),
    row('cumulative layout shift', (figures) => figures.cumulativeLayoutShift.toFixed(3)),
  ].join('\n');
}

const startMarker = '<!-- bench:page:start -->';
const endMarker = '<!-- bench:page:end -->';

/**
 * `document` with the text between the page-load markers replaced by `figures`; the markers and
 * everything around them (the method, written by hand) stay. A document without markers gets them at the end.
 */
export function replaceFigures(document: string, figures: string): string {
  const block = `${startMarker}\n${figures.trim()}\n${endMarker}`;
  const start = document.indexOf(startMarker);
  const end = document.indexOf(endMarker);
  if (start === -1 || end < start) return `${document.trimEnd()}\n\n${block}\n`;
  return document.slice(0, start) + block + document.slice(end + endMarker.length);
}

/** Which targets the figures miss, in words; empty when all are met. */
export function missedTargets(
  comparisons: readonly ProfileComparison[],
  lighthouse: LighthouseFigures | undefined,
): string[] {
  const misses: string[] = [];
  for (const { profile, ratio, federated, bundled } of comparisons) {
    if (profile.name !== 'unthrottled' && !(ratio <= pageLoadTargets.maxRatio))
      misses.push(`${profile.name}: header-ready ratio ${ratio.toFixed(2)}x > ${pageLoadTargets.maxRatio}x`);
    for (const summary of [federated, bundled]) {
      if (summary.cls.toFixed(3) !== '0.000')
        misses.push(`${profile.name} ${summary.page}: CLS ${summary.cls.toFixed(3)}`);
      if (summary.incompleteRuns > 0)
        misses.push(
          `${profile.name} ${summary.page}: ${summary.incompleteRuns} runs without header or footer`,
        );
    }
  }
  if (lighthouse && lighthouse.performanceScore < pageLoadTargets.minLighthouseScore)
    misses.push(`Lighthouse score ${lighthouse.performanceScore} < ${pageLoadTargets.minLighthouseScore}`);
  if (lighthouse && !(lighthouse.totalBlockingTimeMs <= pageLoadTargets.maxTbtMs))
    misses.push(
      `Lighthouse TBT ${Math.round(lighthouse.totalBlockingTimeMs)} ms > ${pageLoadTargets.maxTbtMs} ms`,
    );
  return misses;
}
