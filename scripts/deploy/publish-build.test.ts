/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileRole, ledgerPath, publishBuild, type PublishStep } from './publish-build';

let folder: string;
const served = () => path.join(folder, 'served');

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
  writeFileSync(path.join(folder, file), content);
}

const servedFile = (file: string) => path.join(served(), file);
const read = (file: string) => readFileSync(servedFile(file), 'utf8');

/** A header build named `release`: its entry and manifest name its own chunk. */
function buildRelease(release: string, chunkHash: string) {
  const chunk = `1005.${chunkHash}.js`;
  write(`${release}/${chunk}`, `chunk of ${release}`);
  write(`${release}/${chunk}.br`, `br chunk of ${release}`);
  write(`${release}/loader/46.${chunkHash}.js`, `loader chunk of ${release}`);
  write(`${release}/remoteEntry.js`, `entry of ${release} loads ${chunk}`);
  write(`${release}/remoteEntry.js.gz`, `gz entry of ${release}`);
  write(`${release}/mf-manifest.json`, JSON.stringify({ release, chunk }));
  write(`${release}/mf-manifest-stats.json`, JSON.stringify({ release }));
  return path.join(folder, release);
}

const day = 24 * 60 * 60 * 1000;
const start = new Date('2025-06-01T00:00:00Z');
const after = (days: number) => new Date(start.getTime() + days * day);

function publish(release: string, chunkHash: string, days: number, onStep?: (step: PublishStep) => void) {
  return publishBuild({
    build: buildRelease(release, chunkHash),
    served: served(),
    release,
    now: after(days),
    rule: { keepReleases: 2, keepDays: 14 },
    onStep,
  });
}

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'publish-build-'));
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('what each file is to a deploy', () => {
  it.each([
    ['1005.7d64da8f.js', 'hashed'],
    ['1005.7d64da8f.js.br', 'hashed'],
    ['1005.7d64da8f.js.map', 'hashed'],
    ['loader/46.0123abcd.js.gz', 'hashed'],
    ['assets/logo.0123abcd.svg', 'hashed'],
    ['remoteEntry.js', 'entry'],
    ['remoteEntry.js.br', 'entry'],
    ['loader.js', 'entry'],
    ['index.html', 'entry'],
    ['mf-manifest.json', 'manifest'],
    ['mf-manifest.json.gz', 'manifest'],
    ['mf-manifest-stats.json', 'manifest'],
  ])('%s is %s', (file, role) => {
    expect(fileRole(file)).toBe(role);
  });
});

describe('given build N served and build N+1 published over it', () => {
  it('serves N+1 and still serves the hashed files of N', () => {
    publish('n', 'aaaaaaaa', 0);
    publish('n1', 'bbbbbbbb', 1);

    expect(read('mf-manifest.json')).toContain('"release":"n1"');
    expect(read('remoteEntry.js')).toBe('entry of n1 loads 1005.bbbbbbbb.js');
    expect(read('1005.bbbbbbbb.js')).toBe('chunk of n1');
    expect(read('1005.aaaaaaaa.js')).toBe('chunk of n');
    expect(read('1005.aaaaaaaa.js.br')).toBe('br chunk of n');
    expect(read('loader/46.aaaaaaaa.js')).toBe('loader chunk of n');
  });

  it('writes the hashed files first, then the entries, then the manifests, and deletes only at the end', () => {
    publish('n', 'aaaaaaaa', 0);
    publish('n1', 'bbbbbbbb', 1);
    const steps: PublishStep[] = [];
    publish('n2', 'cccccccc', 20, (step) => steps.push(step));

    const order = steps.map((step) => `${step.action} ${step.role}`);
    const firstOf = (kind: string) => order.indexOf(kind);
    const lastOf = (kind: string) => order.lastIndexOf(kind);
    expect(lastOf('write hashed')).toBeLessThan(firstOf('write entry'));
    expect(lastOf('write entry')).toBeLessThan(firstOf('write manifest'));
    expect(lastOf('write manifest')).toBeLessThan(firstOf('delete hashed'));
    expect(steps.filter((step) => step.action === 'delete').map((step) => step.file)).toEqual(
      expect.arrayContaining(['1005.aaaaaaaa.js', '1005.aaaaaaaa.js.br', 'loader/46.aaaaaaaa.js']),
    );
    expect(steps.find((step) => step.file === 'remoteEntry.js')?.action).toBe('write');
    expect(steps.find((step) => step.file === 'mf-manifest.json')?.action).toBe('write');
  });

  it('leaves a hashed file already served untouched (a reader may be fetching it)', () => {
    publish('n', 'aaaaaaaa', 0);
    const steps: PublishStep[] = [];
    // A rebuild of the same sources: same names, same bytes.
    publish('n-again', 'aaaaaaaa', 1, (step) => steps.push(step));
    expect(steps.filter((step) => step.role === 'hashed')).toEqual([]);
  });
});

describe('the retention rule, kept by the deploy (2 releases, 14 days, in this test)', () => {
  it('given a third release within 14 days, keeps the hashed files of all three', () => {
    publish('n', 'aaaaaaaa', 0);
    publish('n1', 'bbbbbbbb', 1);
    publish('n2', 'cccccccc', 2);
    for (const hash of ['aaaaaaaa', 'bbbbbbbb', 'cccccccc'])
      expect(existsSync(servedFile(`1005.${hash}.js`))).toBe(true);
  });

  it('given a release replaced more than 14 days ago and two newer ones, deletes its hashed files', () => {
    publish('n', 'aaaaaaaa', 0);
    publish('n1', 'bbbbbbbb', 1);
    const report = publish('n2', 'cccccccc', 16);

    expect(existsSync(servedFile('1005.aaaaaaaa.js'))).toBe(false);
    expect(existsSync(servedFile('1005.aaaaaaaa.js.br'))).toBe(false);
    expect(existsSync(servedFile('loader/46.aaaaaaaa.js'))).toBe(false);
    expect(existsSync(servedFile('1005.bbbbbbbb.js'))).toBe(true);
    expect(report.releases).toEqual(['n1', 'n2']);
  });

  it('keeps a file that an old release and a kept release share', () => {
    publish('n', 'aaaaaaaa', 0);
    write('n1/shared.dddddddd.js', 'unchanged chunk');
    write('n/shared.dddddddd.js', 'unchanged chunk');
    publish('n1', 'bbbbbbbb', 1);
    publish('n2', 'cccccccc', 30);
    expect(read('shared.dddddddd.js')).toBe('unchanged chunk');
  });

  it('deletes an entry the new build no longer has, and the ledger is not in the served folder', () => {
    publish('n', 'aaaaaaaa', 0);
    write('served/old-page.html', 'gone in n1');
    publish('n1', 'bbbbbbbb', 1);
    expect(existsSync(servedFile('old-page.html'))).toBe(false);
    expect(existsSync(ledgerPath(served()))).toBe(true);
    expect(path.dirname(ledgerPath(served()))).not.toBe(served());
  });

  it('given a folder deployed before the ledger existed, keeps what it served as one release', () => {
    write('served/1005.eeeeeeee.js', 'from before the ledger');
    write('served/remoteEntry.js', 'old entry');
    publish('n', 'aaaaaaaa', 0);
    expect(read('1005.eeeeeeee.js')).toBe('from before the ledger');
    publish('n1', 'bbbbbbbb', 1);
    publish('n2', 'cccccccc', 30);
    expect(existsSync(servedFile('1005.eeeeeeee.js'))).toBe(false);
  });
});

it('refuses a folder that is not a build', () => {
  write('empty/readme.txt', 'nothing');
  expect(() =>
    publishBuild({ build: path.join(folder, 'empty'), served: served(), release: 'x', now: start }),
  ).toThrow(/no remoteEntry\.js or mf-manifest\.json/);
});

describe('given a build with a symbolic link in it', () => {
  /** What the served folder and its ledger hold, file by file, to compare before and after. */
  const snapshot = () =>
    existsSync(served())
      ? [...readdirSync(served(), { recursive: true, encoding: 'utf8' })]
          .sort()
          .map((file) => (statSync(servedFile(file)).isFile() ? `${file}: ${read(file)}` : file))
          .concat(existsSync(ledgerPath(served())) ? readFileSync(ledgerPath(served()), 'utf8') : [])
      : [];

  beforeEach(() => write('outside/secret.key', 'not for readers'));

  it.each([
    ['a file linked to one outside the build', '1005.cccccccc.js', '../outside/secret.key'],
    ['a folder linked to one outside the build', 'loader/extra', '../../outside'],
    ['a link inside a dot folder', '.cache/key', '../../outside/secret.key'],
  ])('refuses %s, naming it, and publishes nothing', (_, link, target) => {
    publish('n', 'aaaaaaaa', 0);
    const build = buildRelease('n1', 'bbbbbbbb');
    mkdirSync(path.dirname(path.join(build, link)), { recursive: true });
    symlinkSync(target, path.join(build, link));
    const before = snapshot();

    expect(() =>
      publishBuild({
        build,
        served: served(),
        release: 'n1',
        now: after(1),
        rule: { keepReleases: 2, keepDays: 14 },
      }),
    ).toThrow(`holds a symbolic link, ${link}:`);
    expect(snapshot()).toEqual(before);
    expect(read('remoteEntry.js')).toBe('entry of n loads 1005.aaaaaaaa.js');
  });

  it('refuses it on a first deploy too, without making the served folder', () => {
    const build = buildRelease('n', 'aaaaaaaa');
    symlinkSync('../outside/secret.key', path.join(build, 'secret.txt'));
    expect(() => publishBuild({ build, served: served(), release: 'n', now: start })).toThrow(
      /symbolic link, secret\.txt: .*Nothing was published/,
    );
    expect(existsSync(served())).toBe(false);
    expect(existsSync(ledgerPath(served()))).toBe(false);
  });
});

describe('temporary files', () => {
  /** The names of the temporary files a deploy makes in the served folder, as the folder reports them. */
  async function temporaryNamesOf(deploy: () => void): Promise<Set<string>> {
    mkdirSync(served(), { recursive: true });
    const seen = new Set<string>();
    let listening = false;
    const reported = new Map<string, () => void>();
    const watcher = watch(served(), (_, name) => {
      if (!name) return;
      reported.get(name)?.();
      if (listening && name.endsWith('.tmp')) seen.add(name);
    });
    // The folder reports its changes in order: a marker file written before the deploy and one after bound
    // what the deploy did (and leave out what was done to the folder before, the planted links). Named
    // afresh each time: the folder may still report an earlier call's markers.
    const markers: string[] = [];
    const marked = () =>
      new Promise<void>((resolve) => {
        const marker = `.marker-${randomUUID()}`;
        markers.push(marker);
        reported.set(marker, resolve);
        writeFileSync(path.join(served(), marker), '');
      });
    try {
      await marked();
      listening = true;
      deploy();
      await marked();
    } finally {
      watcher.close();
      for (const marker of markers) rmSync(path.join(served(), marker), { force: true });
    }
    return seen;
  }

  it('are named afresh on every deploy, so a link planted under a name a deploy used catches nothing', async () => {
    write('outside/victim.txt', 'untouched');
    const first = await temporaryNamesOf(() => publish('n', 'aaaaaaaa', 0));
    expect([...first].some((name) => name.startsWith('.remoteEntry.js.'))).toBe(true);
    // Whoever can write the served folder plants a link under every name the last deploy used.
    for (const name of first) symlinkSync(path.join(folder, 'outside/victim.txt'), path.join(served(), name));

    const second = await temporaryNamesOf(() => publish('n1', 'bbbbbbbb', 1));

    expect(second.size).toBeGreaterThan(0);
    expect([...second].filter((name) => first.has(name))).toEqual([]);
    expect(readFileSync(path.join(folder, 'outside/victim.txt'), 'utf8')).toBe('untouched');
    expect(read('remoteEntry.js')).toBe('entry of n1 loads 1005.bbbbbbbb.js');
  });

  it('are gone once the deploy is done', () => {
    publish('n', 'aaaaaaaa', 0);
    const leftOver = [
      ...readdirSync(served(), { recursive: true, encoding: 'utf8' }),
      ...readdirSync(folder),
    ].filter((name) => name.endsWith('.tmp'));
    expect(leftOver).toEqual([]);
  });
});
