import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repositoryRoot = path.resolve(__dirname, '../../../..');

/** A source ESLint reads as if it lived at `filePath` (absolute): the rules look at the file's place. */
interface LintProbe {
  filePath: string;
  source: string;
}

// ESLint loads eslint.config.mjs with a dynamic import, which jest's module sandbox refuses; a child
// Node process runs ESLint's own Node API on the repository's real config instead.
const lintScript = `
  import { ESLint } from 'eslint';
  const probes = JSON.parse(process.argv[1]);
  const eslint = new ESLint({ cwd: process.cwd() });
  const results = [];
  for (const { filePath, source } of probes) {
    const [result] = await eslint.lintText(source, { filePath });
    results.push(result.messages.map((message) => message.ruleId));
  }
  process.stdout.write(JSON.stringify(results));
`;

/**
 * The rule ids the repository's eslint.config.mjs reports for each probe, in order: one child process
 * for all of them, as loading ESLint and its config is most of the time.
 */
export function lintRuleIds(probes: readonly LintProbe[]): string[][] {
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', lintScript, JSON.stringify(probes)],
    { cwd: repositoryRoot, encoding: 'utf8' },
  );
  return JSON.parse(output) as string[][];
}
