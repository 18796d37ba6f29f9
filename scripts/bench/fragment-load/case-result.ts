import { loadavg } from 'node:os';
import type { MixedFigures } from './mixed-tally';

/** One target of issue 40 and what a case measured against it. */
interface TargetFigure {
  target: string;
  measured: string;
  met: boolean;
}

/** What one attack or overload case (issue 40) measured, as stored and written into BENCHMARKS.md. */
export interface CaseResult {
  /** The `--case` name and a variant, e.g. `mixed-nginx-200`. */
  id: string;
  title: string;
  measuredAt: string;
  /** The one-minute load average when the case ended (2 cores: above 2, something else ran too). */
  load: string;
  durationSeconds: number;
  connections?: number;
  /** For the mixed-load table. */
  mixed?: MixedFigures;
  /** Further figures, in words. */
  figures: string[];
  targets: TargetFigure[];
}

/** The result of a case that just ended: its time and the machine's load now. */
export function caseResult(result: Omit<CaseResult, 'measuredAt' | 'load'>): CaseResult {
  return { ...result, measuredAt: new Date().toISOString(), load: loadavg()[0]!.toFixed(1) };
}

export const milliseconds = (value: number): string =>
  Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 0)} ms` : '—';

export const percent = (share: number): string =>
  Number.isFinite(share) ? `${(share * 100).toFixed(share > 0 && share < 0.01 ? 2 : 1)}%` : '—';
