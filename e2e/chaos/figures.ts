import type { TestInfo } from '@playwright/test';

/**
 * One measured scenario of the chaos suite, as RELIABILITY.md lists it. Fields a scenario does not measure
 * stay undefined and show as "–" in the table.
 */
export interface ReliabilityFigure {
  /** The section of RELIABILITY.md, e.g. 'Remote failures'. */
  group: string;
  /** What was done to the page, e.g. 'header: manifest hung'. */
  scenario: string;
  /** From navigation (or from the fault, where that is later) to the fallback on screen. */
  timeToFallbackMs?: number;
  /** Requests to the failing resource, retries included. */
  requests?: number;
  /** console.error lines during the scenario. */
  errorsLogged?: number;
  /** Uncaught page errors (must be 0). */
  uncaughtErrors?: number;
  /** JS heap growth after warm-up and garbage collection. */
  heapDeltaBytes?: number;
  /** axe or CSP violations. */
  violations?: number;
  /** Bytes the page downloaded for the scenario's remote (its scripts, as encoded on the wire). */
  bytesDownloaded?: number;
  /** From navigation to the part ready (the real one, not its fallback). */
  timeToReadyMs?: number;
  /** Anything else worth a word, e.g. 'stale cache shown'. */
  note?: string;
}

const annotationType = 'reliability-figure';

/** Records a figure for the reliability reporter (e2e/chaos/reliability-reporter.ts). */
export function recordFigure(testInfo: TestInfo, figure: ReliabilityFigure): void {
  testInfo.annotations.push({ type: annotationType, description: JSON.stringify(figure) });
}

/** The figures a finished test recorded. */
export function figuresOf(
  annotations: ReadonlyArray<{ type: string; description?: string }>,
): ReliabilityFigure[] {
  return annotations
    .filter((annotation) => annotation.type === annotationType && annotation.description)
    .map((annotation) => JSON.parse(annotation.description as string) as ReliabilityFigure);
}
