import path from 'node:path';
import { remoteApps, remoteNameByFolder } from './apps';
import { readBudgetFile } from './bench/budgets/budget-file';
import { checkRelease } from './release-check/check-release';
import { buildRemotes, readCurrentRelease } from './release-check/current-release';
import { releaseCheckOutcome } from './release-check/findings';
import { readAllowedBreaks, readPublishedRelease } from './release-check/published-release';

/**
 * `npm run release:check [-- --built]`: builds the remotes (or, with `--built`, reads the build `npm run
 * build` just made, as CI does) and compares them with the last published release in `release/published/`.
 * Prints one line per finding; exits 1 when anything is refused. What it refuses: docs/guides/releasing.md,
 * docs/decisions/release-check.md.
 */
async function main(): Promise<void> {
  const started = Date.now();
  if (!process.argv.includes('--built')) {
    console.log('Building the remotes…');
    await buildRemotes();
  }
  const remotes = remoteApps.map((app) => remoteNameByFolder[app.folder] ?? app.folder);
  const budgets = await readBudgetFile(path.resolve(__dirname, '../budgets.json'));
  const published = await readPublishedRelease(remotes);
  const findings = checkRelease(
    published,
    readCurrentRelease(),
    budgets.gzipBytes,
    await readAllowedBreaks(),
  );
  const { lines, exitCode } = releaseCheckOutcome(findings, published.sharedPackages.version);
  for (const line of lines) console.log(line);
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exitCode = exitCode;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
