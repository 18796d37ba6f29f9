import type { ProfileComparison } from './compare-pages';
import type { LighthouseFigures } from './lighthouse';
import { serverRatios, type PageSummary } from './summary';
import { pageLoadTargets, serverPageTargets } from './targets';

const milliseconds = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');
const times = (ratio: number) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : '—');
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const count = (items: readonly string[]) =>
  items.length === 0 ? '0' : `${items.length}: ${items.join('; ')}`;

/** The painted median, with how many runs it is of when some recorded no paint (a median of fewer runs). */
const painted = (summary: PageSummary) =>
  milliseconds(summary.headerPaintedMs) +
  (summary.headerPaintedRuns < summary.runs - summary.incompleteRuns
    ? ` (of ${summary.headerPaintedRuns} runs)`
    : '');

/**
 * The menu-open-ready median: "—" when not measured, "never" when most runs' menus never opened (those
 * count as endless waits), with the runs it opened in when some did not, and the runs whose mouse came
 * after the first paint.
 */
export function menuOpenCell(summary: PageSummary): string {
  if (summary.menuMeasuredRuns === 0) return '—';
  const notes = [
    ...(summary.menuOpenRuns < summary.menuMeasuredRuns
      ? [`open in ${summary.menuOpenRuns} of ${summary.menuMeasuredRuns} runs`]
      : []),
    ...(summary.menuPointerLateRuns > 0
      ? [`pointer after first paint in ${summary.menuPointerLateRuns}`]
      : []),
  ];
  const figure = Number.isFinite(summary.menuOpenReadyMs) ? milliseconds(summary.menuOpenReadyMs) : 'never';
  return notes.length > 0 ? `${figure} (${notes.join(', ')})` : figure;
}

function pageRow(summary: PageSummary, ratio: number | null): string[] {
  return [
    summary.profile,
    summary.page,
    milliseconds(summary.headerReadyMs),
    ratio === null ? '' : `${ratio.toFixed(2)}x`,
    painted(summary),
    milliseconds(summary.headerInteractiveMs),
    menuOpenCell(summary),
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
  'menu-open-ready (median)',
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
 * The server-rendered page against the bundled one (issues 33 and 41): its header painted from the HTML
 * and its header interactive (hydrated), each over the bundled page's header-ready, and its menu-open-ready
 * over the bundled page's menu-open-ready.
 */
export function serverPageMarkdown(comparisons: readonly ProfileComparison[]): string {
  const rows = comparisons.flatMap(({ profile, server, bundled }) => {
    if (!server) return [];
    const ratios = serverRatios(server, bundled);
    const cells = [
      profile.name,
      milliseconds(bundled.headerReadyMs),
      painted(server),
      times(ratios.painted),
      milliseconds(server.headerInteractiveMs),
      times(ratios.interactive),
      menuOpenCell(bundled),
      menuOpenCell(server),
      times(ratios.menuOpen),
      `${server.headerFromServerRuns}/${server.runs}`,
    ];
    return [`| ${cells.join(' | ')} |`];
  });
  if (rows.length === 0) return '';
  const target = (ratio: number) => `(target ≤ ${ratio.toFixed(2)}x)`;
  const headings = [
    'profile',
    'bundled header-ready',
    'server-rendered header painted',
    `painted / bundled ${target(serverPageTargets.maxPaintedRatio)}`,
    'server-rendered header interactive',
    `interactive / bundled header-ready ${target(serverPageTargets.maxInteractiveRatio)}`,
    'bundled menu-open-ready',
    'server-rendered menu-open-ready',
    `menu-open / bundled ${target(serverPageTargets.maxMenuOpenRatio)}`,
    'header in the HTML (runs)',
  ];
  return [`| ${headings.join(' | ')} |`, `| ${headings.map(() => '---').join(' | ')} |`, ...rows].join('\n');
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
      `≥ ${serverPageTargets.minLighthouseScore} and ≥ bundled`,
    ),
    row(
      'total blocking time',
      (figures) => milliseconds(figures.totalBlockingTimeMs),
      `≤ ${pageLoadTargets.maxTbtMs} ms`,
      `≤ ${serverPageTargets.maxTbtMs} ms and ≤ bundled`,
    ),
    row('first contentful paint', (figures) => milliseconds(figures.firstContentfulPaintMs), '', '≤ bundled'),
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
