import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { median } from './summary';

export interface LighthouseFigures {
  runs: number;
  /** 0–100, the median run's. */
  performanceScore: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  firstContentfulPaintMs: number;
  speedIndexMs: number;
  cumulativeLayoutShift: number;
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
}

const lighthouseCli = require.resolve('lighthouse/cli/index.js');

/**
 * One Lighthouse run in its default mobile configuration (a Moto G Power, slow 4G and 4x CPU, simulated
 * throttling), performance only, in Debian's Chromium through Lighthouse's own launcher.
 */
async function runOnce(url: string): Promise<LighthouseReport> {
  const folder = await mkdtemp(path.join(tmpdir(), 'lighthouse-'));
  const reportPath = path.join(folder, 'report.json');
  try {
    await promisify(execFile)(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${reportPath}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } },
    );
    const report = JSON.parse(await readFile(reportPath, 'utf8')) as LighthouseReport;
    if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
    return report;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Lighthouse's figures for `url`: the run with the median score of `runs` (its score varies by a few points). */
export async function runLighthouse(url: string, runs = 3): Promise<LighthouseFigures> {
  const reports: LighthouseReport[] = [];
  for (let run = 0; run < runs; run++) reports.push(await runOnce(url));
  const score = (report: LighthouseReport) => Math.round((report.categories.performance.score ?? 0) * 100);
  const middle = median(reports.map(score));
  const chosen = reports.find((report) => score(report) === middle)!;
  const audit = (id: string) => chosen.audits[id]?.numericValue ?? Number.NaN;
  return {
    runs,
    performanceScore: middle,
    totalBlockingTimeMs: audit('total-blocking-time'),
    largestContentfulPaintMs: audit('largest-contentful-paint'),
    firstContentfulPaintMs: audit('first-contentful-paint'),
    speedIndexMs: audit('speed-index'),
    cumulativeLayoutShift: audit('cumulative-layout-shift'),
  };
}
