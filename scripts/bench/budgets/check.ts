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

/** federated / bundled header-ready on one profile against its ceiling (no file: a time). */
export function checkRatio(profile: string, limit: number, ratio: number, detail: string[]): BudgetLine {
  const rounded = Number(ratio.toFixed(2));
  return {
    budget: `headerReadyRatio.${profile}`,
    description: `header-ready federated / bundled, ${profile} profile`,
    limit,
    measured: rounded,
    delta: Number((rounded - limit).toFixed(2)),
    ok: Number.isFinite(ratio) && rounded <= limit,
    detail,
  };
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
