import type { ReliabilityFigure } from '../e2e/chaos/figures';

/** Text in a table cell: a pipe would end the cell. */
function text(value: string): string {
  return value.replaceAll('|', '\\|');
}

function cell(value: number | undefined, unit = ''): string {
  return value === undefined ? '–' : `${value.toLocaleString('en-US')}${unit}`;
}

function bytes(value: number | undefined): string {
  if (value === undefined) return '–';
  return `${(value / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} KB`;
}

/**
 * Columns only some groups measure ("Releases": bytes and time to ready), shown in a group's table only when
 * one of its rows has them, so every other table stays as it was.
 */
const extraColumns: {
  heading: string;
  value: (row: ReliabilityFigure) => string;
  measured: (row: ReliabilityFigure) => boolean;
}[] = [
  {
    heading: 'bytes downloaded',
    value: (row) => bytes(row.bytesDownloaded),
    measured: (row) => row.bytesDownloaded !== undefined,
  },
  {
    heading: 'time to ready',
    value: (row) => cell(row.timeToReadyMs, ' ms'),
    measured: (row) => row.timeToReadyMs !== undefined,
  },
];

/** The chaos suite's figures (e2e/chaos/figures.ts) as markdown tables, one per group, in the order the groups first appear. */
export function figuresMarkdown(figures: ReliabilityFigure[]): string {
  const groups = new Map<string, ReliabilityFigure[]>();
  for (const figure of figures) groups.set(figure.group, [...(groups.get(figure.group) ?? []), figure]);
  const sections = [...groups].map(([group, rows]) => {
    const extras = extraColumns.filter((column) => rows.some(column.measured));
    const extraHeadings = extras.map((column) => ` ${column.heading} |`).join('');
    const extraRules = extras.map(() => ' --- |').join('');
    return [
      `### ${group}`,
      '',
      `| scenario |${extraHeadings} time to fallback | requests | errors logged | uncaught | heap delta | violations | note |`,
      `| --- |${extraRules} --- | --- | --- | --- | --- | --- | --- |`,
      ...rows.map(
        (row) =>
          `| ${text(row.scenario)} |${extras.map((column) => ` ${column.value(row)} |`).join('')} ${cell(row.timeToFallbackMs, ' ms')} | ${cell(row.requests)} | ${cell(row.errorsLogged)} | ${cell(row.uncaughtErrors)} | ${bytes(row.heapDeltaBytes)} | ${cell(row.violations)} | ${text(row.note ?? '')} |`,
      ),
    ].join('\n');
  });
  return sections.join('\n\n');
}
