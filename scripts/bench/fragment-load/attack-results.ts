import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as prettier from 'prettier';
import { replaceFigures } from '../page-load/report';
import { attackFigures } from './attack-report';
import type { CaseResult } from './case-result';

const repoRoot = path.resolve(__dirname, '../../..');
const storePath = path.join(repoRoot, 'bench-results/fragment-attack.json');
const benchmarksPath = path.join(repoRoot, 'BENCHMARKS.md');

/**
 * Keeps each case's latest result (bench-results/fragment-attack.json, by id) and writes all of them into
 * BENCHMARKS.md's `bench:fragments-attack` block, so cases run one at a time (`--case soak` in the
 * background) still make one table; each row says when it was measured and under what load.
 */
export async function recordAttackResults(results: readonly CaseResult[]): Promise<void> {
  const stored: CaseResult[] = existsSync(storePath)
    ? (JSON.parse(readFileSync(storePath, 'utf8')) as CaseResult[])
    : [];
  const byId = new Map(stored.map((result) => [result.id, result]));
  for (const result of results) byId.set(result.id, result);
  const all = [...byId.values()].sort((first, second) => first.id.localeCompare(second.id));
  await mkdir(path.dirname(storePath), { recursive: true });
  await writeFile(storePath, `${JSON.stringify(all, null, 2)}\n`);
  const current = await readFile(benchmarksPath, 'utf8');
  const options = { ...(await prettier.resolveConfig(benchmarksPath)), filepath: benchmarksPath };
  await writeFile(
    benchmarksPath,
    await prettier.format(replaceFigures(current, attackFigures(all), 'bench:fragments-attack'), options),
  );
}
