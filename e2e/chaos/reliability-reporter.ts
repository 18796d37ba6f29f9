import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { figuresOf, type ReliabilityFigure } from './figures';

const repoRoot = path.resolve(__dirname, '../..');
const jsonPath = path.join(repoRoot, 'bench-results', 'reliability.json');
const markdownPath = path.join(repoRoot, 'RELIABILITY.md');
const startMarker = '<!-- reliability-figures:start -->';
const endMarker = '<!-- reliability-figures:end -->';

function cell(value: number | string | undefined, unit = ''): string {
  if (value === undefined) return '–';
  return typeof value === 'number' ? `${value.toLocaleString('en-US')}${unit}` : value;
}

function bytes(value: number | undefined): string {
  if (value === undefined) return '–';
  return `${(value / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} KB`;
}

/** The figures as markdown tables, one per group, in the order the groups first appear. */
export function figuresMarkdown(figures: ReliabilityFigure[]): string {
  const groups = new Map<string, ReliabilityFigure[]>();
  for (const figure of figures) groups.set(figure.group, [...(groups.get(figure.group) ?? []), figure]);
  const sections = [...groups].map(([group, rows]) =>
    [
      `### ${group}`,
      '',
      '| scenario | time to fallback | requests | errors logged | uncaught | heap delta | violations | note |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map(
        (row) =>
          `| ${row.scenario} | ${cell(row.timeToFallbackMs, ' ms')} | ${cell(row.requests)} | ${cell(row.errorsLogged)} | ${cell(row.uncaughtErrors)} | ${bytes(row.heapDeltaBytes)} | ${cell(row.violations)} | ${row.note ?? ''} |`,
      ),
    ].join('\n'),
  );
  return sections.join('\n\n');
}

/**
 * Collects the figures chaos scenarios record and, when the whole run passed, writes them to
 * bench-results/reliability.json and between the markers of RELIABILITY.md. A partial run (a filter, a
 * failure) leaves RELIABILITY.md alone so it always shows one complete run.
 */
export default class ReliabilityReporter implements Reporter {
  private readonly figures: ReliabilityFigure[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed') this.figures.push(...figuresOf(test.annotations));
  }

  async onEnd(result: FullResult): Promise<void> {
    if (this.figures.length === 0) return;
    fs.mkdirSync(path.dirname(jsonPath), { recursive: true });
    fs.writeFileSync(jsonPath, `${JSON.stringify(this.figures, null, 2)}\n`);
    if (result.status !== 'passed' || process.env.RELIABILITY_PARTIAL) return;
    if (!fs.existsSync(markdownPath)) return;
    const markdown = fs.readFileSync(markdownPath, 'utf8');
    const start = markdown.indexOf(startMarker);
    const end = markdown.indexOf(endMarker);
    if (start < 0 || end < start) return;
    const updated = `${markdown.slice(0, start + startMarker.length)}\n\n${figuresMarkdown(this.figures)}\n\n${markdown.slice(end)}`;
    // Formatted as format:check wants it, so a run never leaves the tree failing CI.
    const options = { ...(await prettier.resolveConfig(markdownPath)), filepath: markdownPath };
    fs.writeFileSync(markdownPath, await prettier.format(updated, options));
  }
}
