import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { kitDirectory, packKit } from '../pack-kit';
import { unpinKitTarballs } from './example-lock';

const repositoryRoot = path.resolve(__dirname, '../..');
const examplesSource = path.join(repositoryRoot, 'examples');
/**
 * Outside the repository: Node looks for packages in every node_modules up the tree, so an example built
 * inside it would quietly take what the example did not install from the monorepo's own. A new directory
 * per run: two checkouts checking their examples at once (two worktrees, two CI jobs on one machine) once
 * emptied a fixed one under each other (ENOTEMPTY).
 */
const examplesBuildPrefix = path.join(tmpdir(), 'site-chrome-examples-');
/** Where the Playwright project of the examples (e2e/examples/) finds them. */
const builtExamplesFile = path.join(kitDirectory, 'built-examples.json');

/** Runs a command in `cwd`, its output prefixed with the example's name; rejects on a non-zero exit. */
function run(label: string, cwd: string, command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = (chunk: Buffer) =>
      chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => `[${label}] ${line}\n`)
        .join('');
    child.stdout.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${label}: ${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

async function timed(label: string, step: () => Promise<void>): Promise<void> {
  const started = Date.now();
  await step();
  console.log(`[${label}] ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * One example as a team outside this repository has it: its folder alone (no node_modules, no build) beside
 * the freshly packed tarballs, installed from its lock (`npm ci`, registry packages from the npm cache when
 * it has them), type-checked against the kit's published types (a wrong prop fails), and built.
 */
async function checkExample(examplesBuildDirectory: string, name: string): Promise<void> {
  const directory = path.join(examplesBuildDirectory, 'examples', name);
  cpSync(path.join(examplesSource, name), directory, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  const lockFile = path.join(directory, 'package-lock.json');
  writeFileSync(
    lockFile,
    `${JSON.stringify(unpinKitTarballs(JSON.parse(readFileSync(lockFile, 'utf8'))), null, 2)}\n`,
  );
  const scripts = (
    JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  await timed(`${name} install`, () =>
    run(name, directory, 'npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund']),
  );
  await timed(`${name} typecheck`, () => run(name, directory, 'npm', ['run', 'typecheck']));
  if (scripts.build) await timed(`${name} build`, () => run(name, directory, 'npm', ['run', 'build']));
}

/**
 * `node -r esbuild-register scripts/examples/check-examples.ts [--packed]`: packs the kit (unless `--packed`
 * says `npm run pack:kit` just did), then installs, type-checks and builds every example of examples/ in a
 * clean copy outside the repository, side by side (installs wait on the network and the disk, builds on a
 * core). Writes where they are for `npx playwright test --project=examples`, which serves and tests them
 * against the running origins.
 */
/** This checkout's last run of the examples, which the new one replaces (only ours: another's may be running). */
function removePreviousBuild(): void {
  if (!existsSync(builtExamplesFile)) return;
  const previous = Object.values(
    JSON.parse(readFileSync(builtExamplesFile, 'utf8')) as Record<string, string>,
  );
  for (const exampleDirectory of previous) {
    const runDirectory = path.resolve(exampleDirectory, '../..');
    if (runDirectory.startsWith(examplesBuildPrefix)) rmSync(runDirectory, { recursive: true, force: true });
  }
  rmSync(builtExamplesFile);
}

async function main(): Promise<void> {
  const started = Date.now();
  // Before packing: a fresh pack empties .kit/, where the last run's directory is written.
  removePreviousBuild();
  if (!process.argv.includes('--packed')) await timed('pack:kit', async () => void (await packKit()));
  const examplesBuildDirectory = mkdtempSync(examplesBuildPrefix);
  // The examples name the tarballs as `file:../../.kit/…`, from examples/<name>/.
  cpSync(kitDirectory, path.join(examplesBuildDirectory, '.kit'), {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}staging`),
  });
  const names = readdirSync(examplesSource, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  await Promise.all(names.map((name) => checkExample(examplesBuildDirectory, name)));
  writeFileSync(
    builtExamplesFile,
    `${JSON.stringify(Object.fromEntries(names.map((name) => [name, path.join(examplesBuildDirectory, 'examples', name)])), null, 2)}\n`,
  );
  console.log(`examples: ${names.join(', ')} checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
