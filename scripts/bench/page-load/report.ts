import type { ProfileComparison } from './compare-pages';
import type { LighthouseFigures } from './lighthouse';
import { serverRatios, type PageSummary } from './summary';

/** The targets of issue 12, shown beside the figures. */
const pageLoadTargets = { maxRatio: 1.1, maxCls: 0, minLighthouseScore: 98, maxTbtMs: 80 };
/** Issue 33's targets for the server-rendered page, against the bundled page's header-ready. */
const serverPageTargets = {
  maxPaintedRatio: 0.5,
  maxInteractiveRatio: 1.05,
  minLighthouseScore: 98,
  maxTbtMs: 100,
};

const milliseconds = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const count = (items: readonly string[]) =>
  items.length === 0 ? '0' : `${items.length}: ${items.join('; ')}`;

/** The painted median, with how many runs it is of when some recorded no paint (a median of fewer runs). */
const painted = (summary: PageSummary) =>
  milliseconds(summary.headerPaintedMs) +
  (summary.headerPaintedRuns < summary.runs - summary.incompleteRuns
    ? ` (of ${summary.headerPaintedRuns} runs)`
    : '');

function pageRow(summary: PageSummary, ratio: number | null): string[] {
  return [
    summary.profile,
    summary.page,
    milliseconds(summary.headerReadyMs),
    ratio === null ? '' : `${ratio.toFixed(2)}x`,
    painted(summary),
    milliseconds(summary.headerInteractiveMs),
    `${summary.headerFromServerRuns}/${summary.runs}`,
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
  'header painted (median)',
  'header interactive (median)',
  'header in the HTML (runs)',
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
    ...(comparison.server ? [pageRow(comparison.server, null)] : []),
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

/**
 * The server-rendered page against the bundled one (issue 33's targets): its header painted from the HTML
 * and its header interactive (hydrated), each over the bundled page's header-ready.
 */
export function serverPageMarkdown(comparisons: readonly ProfileComparison[]): string {
  const rows = comparisons.flatMap(({ profile, server, bundled }) => {
    if (!server) return [];
    const ratios = serverRatios(server, bundled);
    return [
      `| ${profile.name} | ${milliseconds(bundled.headerReadyMs)} | ${painted(server)} | ` +
        `${ratios.painted.toFixed(2)}x | ${milliseconds(server.headerInteractiveMs)} | ` +
        `${ratios.interactive.toFixed(2)}x | ${server.headerFromServerRuns}/${server.runs} |`,
    ];
  });
  if (rows.length === 0) return '';
  return [
    '| profile | bundled header-ready | server-rendered header painted | painted / bundled ' +
      `(target ≤ ${serverPageTargets.maxPaintedRatio.toFixed(2)}x) | server-rendered header interactive | ` +
      `interactive / bundled (target ≤ ${serverPageTargets.maxInteractiveRatio.toFixed(2)}x) | header in the HTML (runs) |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/**
 * Lighthouse's figures for the federated page, with the bundled page's and the server-rendered page's
 * beside them where measured.
 */
export function lighthouseMarkdown(
  federated: LighthouseFigures,
  bundled?: LighthouseFigures,
  server?: LighthouseFigures,
): string {
  const row = (name: string, value: (figures: LighthouseFigures) => string, target = '', serverTarget = '') =>
    `| ${name} | ${value(federated)} | ${bundled ? value(bundled) : '—'} | ${server ? value(server) : '—'} | ` +
    `${target} | ${serverTarget} |`;
  return [
    `| Lighthouse 12.8 mobile (median score of ${federated.runs} runs) | federated | bundled | server-rendered | ` +
      'target (federated) | target (server-rendered) |',
    '| --- | --- | --- | --- | --- | --- |',
    row(
      'performance score',
      (figures) => String(figures.performanceScore),
      `≥ ${pageLoadTargets.minLighthouseScore}`,
      `≥ ${serverPageTargets.minLighthouseScore}`,
    ),
    row(
      'total blocking time',
      (figures) => milliseconds(figures.totalBlockingTimeMs),
      `≤ ${pageLoadTargets.maxTbtMs} ms`,
      `≤ ${serverPageTargets.maxTbtMs} ms`,
    ),
    row('first contentful paint', (figures) => milliseconds(figures.firstContentfulPaintMs)),
    row('largest contentful paint', (figures) => milliseconds(figures.largestContentfulPaintMs)),
    row('speed index', (figures) => milliseconds(figures.speedIndexMs)),
    row('cumulative layout shift', (figures) => figures.cumulativeLayoutShift.toFixed(3), '', '0.000'),
  ].join('\n');
}

/**
 * `document` with the text between a bench's markers (`<!-- bench:page:start -->` … `end -->` by default)
 * replaced by `figures`; the markers and everything around them (the method, written by hand) stay. A
 * document without markers gets them at the end.
 */
export function replaceFigures(document: string, figures: string, bench = 'bench:page'): string {
  const startMarker = `<!-- ${bench}:start -->`;
  const endMarker = `<!-- ${bench}:end -->`;
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
  serverLighthouse?: LighthouseFigures,
): string[] {
  const misses: string[] = [];
  for (const { profile, ratio, federated, bundled, server } of comparisons) {
    if (profile.name !== 'unthrottled' && !(ratio <= pageLoadTargets.maxRatio))
      misses.push(`${profile.name}: header-ready ratio ${ratio.toFixed(2)}x > ${pageLoadTargets.maxRatio}x`);
    if (server && profile.name !== 'unthrottled') {
      const ratios = serverRatios(server, bundled);
      if (!(ratios.painted <= serverPageTargets.maxPaintedRatio))
        misses.push(
          `${profile.name}: server-rendered header painted ${ratios.painted.toFixed(2)}x bundled header-ready > ${serverPageTargets.maxPaintedRatio}x`,
        );
      if (!(ratios.interactive <= serverPageTargets.maxInteractiveRatio))
        misses.push(
          `${profile.name}: server-rendered header interactive ${ratios.interactive.toFixed(2)}x bundled header-ready > ${serverPageTargets.maxInteractiveRatio}x`,
        );
      if (server.headerFromServerRuns < server.runs)
        misses.push(
          `${profile.name} server: header in the HTML in ${server.headerFromServerRuns} of ${server.runs} runs (the others past the fragment budget)`,
        );
    }
    for (const summary of [federated, bundled, ...(server ? [server] : [])]) {
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
  if (serverLighthouse) {
    if (serverLighthouse.performanceScore < serverPageTargets.minLighthouseScore)
      misses.push(
        `Lighthouse server-rendered score ${serverLighthouse.performanceScore} < ${serverPageTargets.minLighthouseScore}`,
      );
    if (!(serverLighthouse.totalBlockingTimeMs <= serverPageTargets.maxTbtMs))
      misses.push(
        `Lighthouse server-rendered TBT ${Math.round(serverLighthouse.totalBlockingTimeMs)} ms > ${serverPageTargets.maxTbtMs} ms`,
      );
    if (serverLighthouse.cumulativeLayoutShift.toFixed(3) !== '0.000')
      misses.push(`Lighthouse server-rendered CLS ${serverLighthouse.cumulativeLayoutShift.toFixed(3)}`);
  }
  return misses;
}
