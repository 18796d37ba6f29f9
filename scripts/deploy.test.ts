/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

let folder: string;

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'deploy-cli-'));
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** `scripts/deploy.ts` run as a deployer runs it. */
function deploy(build: string, served: string) {
  return spawnSync(
    process.execPath,
    ['-r', 'esbuild-register', path.join(__dirname, 'deploy.ts'), build, served, 'r1'],
    { encoding: 'utf8' },
  );
}

it('refuses a build holding a link to a file outside it: says which, exits 1, publishes nothing', () => {
  const build = path.join(folder, 'dist');
  mkdirSync(path.join(build, 'assets'), { recursive: true });
  writeFileSync(path.join(build, 'remoteEntry.js'), 'var header;');
  writeFileSync(path.join(folder, 'id_ed25519'), 'a key');
  symlinkSync(path.join(folder, 'id_ed25519'), path.join(build, 'assets', 'logo.svg'));
  const served = path.join(folder, 'served');

  const run = deploy(build, served);

  expect(run.status).toBe(1);
  expect(run.stderr).toContain('Deploy failed:');
  expect(run.stderr).toContain('symbolic link, assets/logo.svg');
  expect(run.stderr).not.toMatch(/\n\s+at /); // a reason, not a stack trace
  expect(existsSync(served)).toBe(false);
});
