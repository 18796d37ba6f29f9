/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { moduleFile } from './module-file';

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'module-file-'));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

it('takes the TypeScript source in this repository', () => {
  writeFileSync(path.join(directory, 'plugin.ts'), '');
  writeFileSync(path.join(directory, 'plugin.js'), '');

  expect(moduleFile(directory, 'plugin')).toBe(path.join(directory, 'plugin.ts'));
});

it('takes the compiled file in the installed kit, which has no sources', () => {
  writeFileSync(path.join(directory, 'plugin.js'), '');

  expect(moduleFile(directory, 'plugin')).toBe(path.join(directory, 'plugin.js'));
});
