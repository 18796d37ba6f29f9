import { milliseconds, percent, type CaseResult } from './case-result';
import { shareOf, type KindFigures } from './mixed-tally';

const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const table = (headings: readonly string[], rows: readonly string[][]) =>
  [line(headings), line(headings.map(() => '---')), ...rows.map(line)].join('\n');

const statusList = (figures: KindFigures) =>
  Object.entries(figures.statuses)
    .sort(([first], [second]) => Number(first) - Number(second))
    .map(([status, count]) => `${status === '0' ? 'none' : status} ${count}`)
    .join(', ');

/** The mixed-load table: one row per mixed case, the canonical and hostile shares side by side. */
function mixedLoadTable(results: readonly CaseResult[]): string {
  const rows = results.flatMap(({ title, connections, mixed, measuredAt, load }) =>
    mixed
      ? [
          [
            title,
            String(connections ?? ''),
            String(mixed.canonical.latency.requests + mixed.hostile.latency.requests),
            milliseconds(mixed.canonical.latency.p50Ms),
            milliseconds(mixed.canonical.latency.p95Ms),
            statusList(mixed.canonical),
            `${percent(shareOf(mixed.hostile, [301]))} / ${percent(shareOf(mixed.hostile, [400]))} / ${percent(shareOf(mixed.hostile, [429]))}`,
            statusList(mixed.hostile),
            `${milliseconds(mixed.hostile.latency.p95Ms)} / ${milliseconds(mixed.hostile.latency.maxMs)}`,
            String(mixed.serverErrors),
            String(mixed.unanswered),
            `${measuredAt.slice(0, 16).replace('T', ' ')}, ${load}`,
          ],
        ]
      : [],
  );
  return table(
    [
      'case',
      'connections',
      'requests',
      'canonical p50',
      'canonical p95',
      'canonical answers',
      'hostile 301 / 400 / 429',
      'hostile answers',
      'hostile p95 / max',
      '5xx',
      'no answer',
      'measured (UTC), load',
    ],
    rows,
  );
}

/** Every target of every case, measured, and whether it was met. */
function targetTable(results: readonly CaseResult[]): string {
  return table(
    ['case', 'target', 'measured', 'met'],
    results.flatMap(({ title, targets }) =>
      targets.map(({ target, measured, met }) => [title, target, measured, met ? 'yes' : '**no**']),
    ),
  );
}

/** The block BENCHMARKS.md shows between its `bench:fragments-attack` markers. */
export function attackFigures(results: readonly CaseResult[]): string {
  const notes = results.flatMap(({ title, figures }) => figures.map((figure) => `- ${title}: ${figure}`));
  return [
    mixedLoadTable(results),
    '',
    targetTable(results),
    ...(notes.length > 0 ? ['', ...notes] : []),
  ].join('\n');
}
