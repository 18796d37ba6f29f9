/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assembleServedFolder } from './served-folder';

let folder: string;

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
  writeFileSync(path.join(folder, file), content);
}

const read = (file: string) => readFileSync(path.join(folder, file), 'utf8');

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'served-folder-'));
  write('build/app/remoteEntry.js', 'var header;');
  write('build/app/assets/logo.svg', '<svg/>');
  write('build/loader/loader.js', 'loader');
  write('build/loader/loader/46.0123abcd.js', 'chunk');
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

const builds = () => ['app', 'loader'].map((name) => path.join(folder, 'build', name));

describe('given an app built as two builds, each into its own folder', () => {
  it('serves every file of both at the path it has in its build', () => {
    assembleServedFolder(path.join(folder, 'dist'), builds());

    expect(read('dist/remoteEntry.js')).toBe('var header;');
    expect(read('dist/assets/logo.svg')).toBe('<svg/>');
    expect(read('dist/loader.js')).toBe('loader');
    expect(read('dist/loader/46.0123abcd.js')).toBe('chunk');
  });

  it('never serves the server build (the fragment server runs beside the origin, not from it)', () => {
    write('build/server/fragment-server.js', 'module.exports = {};');
    write('build/server/fragment-server.js.map', '{}');

    assembleServedFolder(path.join(folder, 'dist'), [...builds(), path.join(folder, 'build', 'server')]);

    expect(existsSync(path.join(folder, 'dist/fragment-server.js'))).toBe(false);
    expect(existsSync(path.join(folder, 'dist/fragment-server.js.map'))).toBe(false);
    expect(read('dist/loader.js')).toBe('loader');
  });

  it('drops what an earlier assembly served and no build writes any more', () => {
    write('dist/1234.old.js', 'stale');

    assembleServedFolder(path.join(folder, 'dist'), builds());

    expect(existsSync(path.join(folder, 'dist/1234.old.js'))).toBe(false);
    expect(existsSync(path.join(folder, 'dist.next'))).toBe(false);
  });

  it('refuses a file both builds write, naming it, and leaves the served folder as it was', () => {
    write('dist/remoteEntry.js', 'served before');
    write('build/loader/remoteEntry.js', 'var loader;');

    expect(() => assembleServedFolder(path.join(folder, 'dist'), builds())).toThrow(
      'remoteEntry.js is written by two builds',
    );
    expect(read('dist/remoteEntry.js')).toBe('served before');
  });
});
