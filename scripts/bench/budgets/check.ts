import { serverRatios, type PageSummary } from '../page-load/summary';
import type { BudgetFile } from './budget-file';
import type { MeasuredPart } from './parts';

export interface BudgetLine {
  /** Short: the key in budgets.json, or the check's name. */
  budget: string;
  /** What was measured, in words. */
  description: string;
  limit: number;
  measured: number;
  /** measured − limit: negative is headroom. */
  delta: number;
  ok: boolean;
  /** For a miss: the files measured, so the change that broke it can be found. */
  detail: string[];
}

const formatBytes = (bytes: number) => bytes.toLocaleString('en-US');

/** Byte parts against their budgets. A part with no file at all is a miss: a figure of 0 proves nothing. */
export function checkByteBudgets(budgets: BudgetFile, parts: readonly MeasuredPart[]): BudgetLine[] {
  return parts.map((part) => {
    const limit = budgets.gzipBytes[part.name];
    const measuredSomething = part.files.length > 0;
    return {
      budget: `gzipBytes.${part.name}`,
      description: `${part.description}, gzip bytes`,
      limit,
      measured: part.gzip,
      delta: part.gzip - limit,
      ok: measuredSomething && part.gzip <= limit,
      detail: measuredSomething
        ? [...part.files]
            .sort((first, second) => second.gzip - first.gzip)
            .map((file) => `${file.url} ${formatBytes(file.gzip)} B`)
        : ['no file matched: the page did not load this part'],
    };
  });
}

/** Things a page must never do more than `limit` times: duplicate singletons, repeated API calls. */
export function checkCount(
  budget: string,
  description: string,
  limit: number,
  found: readonly string[],
): BudgetLine {
  return {
    budget,
    description,
    limit,
    measured: found.length,
    delta: found.length - limit,
    ok: found.length <= limit,
    detail: [...found],
  };
}

/**
 * A ratio of two pages' times against its ceiling (no file: a time), e.g. `headerReadyRatio.desktop`.
 * Compared at two decimals, as printed; a ratio that is not a number (a time never measured) is a miss.
 */
export function checkRatio(
  budget: string,
  description: string,
  limit: number,
  ratio: number,
  detail: string[],
): BudgetLine {
  const rounded = Number(ratio.toFixed(2));
  return {
    budget,
    description,
    limit,
    measured: rounded,
    delta: Number((rounded - limit).toFixed(2)),
    ok: Number.isFinite(ratio) && rounded <= limit,
    detail,
  };
}

const milliseconds = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');

/**
 * Issue 41's server-rendered page against the bundled page on one profile: its menu-open-ready over the
 * bundled menu-open-ready, its header interactive over the bundled header-ready, and its runs whose header
 * was not in the HTML (one detail line per run: the count is what is held).
 */
export function checkServerPage(
  budget: BudgetFile['serverPageRatio'],
  profile: string,
  server: PageSummary,
  bundled: PageSummary,
): BudgetLine[] {
  const ratios = serverRatios(server, bundled);
  const notInHtml = server.runs - server.headerFromServerRuns;
  return [
    checkRatio(
      'serverPageRatio.menuOpenReady',
      `menu-open-ready server-rendered / bundled, ${profile} profile`,
      budget.menuOpenReady,
      ratios.menuOpen,
      [
        `server-rendered ${milliseconds(server.menuOpenReadyMs)} (open in ${server.menuOpenRuns} of ${server.menuMeasuredRuns} runs), ` +
          `bundled ${milliseconds(bundled.menuOpenReadyMs)} (open in ${bundled.menuOpenRuns} of ${bundled.menuMeasuredRuns})`,
      ],
    ),
    checkRatio(
      'serverPageRatio.headerInteractive',
      `server-rendered header interactive / bundled header-ready, ${profile} profile`,
      budget.headerInteractive,
      ratios.interactive,
      [
        `server-rendered ${milliseconds(server.headerInteractiveMs)}, bundled ${milliseconds(bundled.headerReadyMs)} (medians of ${server.runs} and ${bundled.runs} runs)`,
      ],
    ),
    checkCount(
      'serverPageRatio.headerNotInHtmlRuns',
      `server-rendered runs whose header was not in the HTML, ${profile} profile`,
      budget.headerNotInHtmlRuns,
      Array.from(
        { length: notInHtml },
        (_, index) =>
          `run ${index + 1} of ${notInHtml} without the header in its HTML: its fragment past the budget`,
      ),
    ),
  ];
}

/** The lines to print for the misses: budget, measured, delta and the files. */
export function describeMisses(lines: readonly BudgetLine[]): string[] {
  return lines
    .filter((line) => !line.ok)
    .flatMap((line) => [
      `over budget: ${line.budget} (${line.description}): measured ${formatBytes(line.measured)}, budget ${formatBytes(line.limit)} (${line.delta > 0 ? '+' : ''}${formatBytes(line.delta)})`,
      ...line.detail.map((detail) => `    ${detail}`),
    ]);
}
