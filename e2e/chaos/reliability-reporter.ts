import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
} from '@playwright/test/reporter';
import { figuresMarkdown } from '../../scripts/reliability-figures';
import { figuresOf, type ReliabilityFigure } from './figures';

const repoRoot = path.resolve(__dirname, '../..');
const jsonPath = path.join(repoRoot, 'bench-results', 'reliability.json');
const markdownPath = path.join(repoRoot, 'RELIABILITY.md');
const startMarker = '<!-- reliability-figures:start -->';
const endMarker = '<!-- reliability-figures:end -->';

/**
 * Collects the figures chaos scenarios record and, when the whole run passed, writes them to
 * bench-results/reliability.json and between the markers of RELIABILITY.md. A partial run (a filter, a
 * failure) leaves RELIABILITY.md alone so it always shows one complete run.
 */
export default class ReliabilityReporter implements Reporter {
  private readonly figuresByTest = new Map<TestCase, ReliabilityFigure[]>();
  private suite: Suite | undefined;

  onBegin(_config: FullConfig, suite: Suite): void {
    this.suite = suite;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed') this.figuresByTest.set(test, figuresOf(test.annotations));
  }

  /** In the order the tests are written, not the order two workers happened to finish them in. */
  private get figures(): ReliabilityFigure[] {
    const tests = this.suite?.allTests() ?? [...this.figuresByTest.keys()];
    return tests.flatMap((test) => this.figuresByTest.get(test) ?? []);
  }

  async onEnd(result: FullResult): Promise<void> {
    const figures = this.figures;
    if (figures.length === 0) return;
    fs.mkdirSync(path.dirname(jsonPath), { recursive: true });
    fs.writeFileSync(jsonPath, `${JSON.stringify(figures, null, 2)}\n`);
    if (result.status !== 'passed' || process.env.RELIABILITY_PARTIAL) return;
    if (!fs.existsSync(markdownPath)) return;
    const markdown = fs.readFileSync(markdownPath, 'utf8');
    const start = markdown.indexOf(startMarker);
    const end = markdown.indexOf(endMarker);
    if (start < 0 || end < start) return;
    const updated = `${markdown.slice(0, start + startMarker.length)}\n\n${figuresMarkdown(figures)}\n\n${markdown.slice(end)}`;
    // Formatted as format:check wants it, so a run never leaves the tree failing CI.
    const options = { ...(await prettier.resolveConfig(markdownPath)), filepath: markdownPath };
    fs.writeFileSync(markdownPath, await prettier.format(updated, options));
  }
}
