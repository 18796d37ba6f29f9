/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Each federated entry of @site-chrome/shared is its own shared module on the page. A file that two
 * entries reach through relative imports would be bundled into both and run twice: two stores, two
 * query clients. So entries reach each other only through the package name, which the federation
 * runtime resolves to the one shared instance; these tests read the import graph to keep it so.
 */

const packageDirectory = path.resolve(__dirname, '..');
const packageJson = JSON.parse(readFileSync(path.join(packageDirectory, 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

const neverFederated = [
  './testing',
  './testing/hostile',
  './mock-api',
  './mock-api/node',
  './mock-api/msw',
  './demo',
  './demo/local-ports',
  './federation-host',
  './federation-host/preload',
  // Names the build and the page agree on for Subresource Integrity: bundled where used, no state.
  './federation-host/integrity-contract',
];

function federatedEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [subpath, target] of Object.entries(packageJson.exports)) {
    if (subpath === './package.json' || neverFederated.includes(subpath)) continue;
    if (subpath.includes('*')) {
      const [prefix, suffix] = target.split('*') as [string, string];
      for (const file of readdirSync(path.join(packageDirectory, prefix))) {
        if (!file.endsWith(suffix) || file.includes('.test.')) continue;
        const name = file.slice(0, -suffix.length);
        entries[subpath.replace('*', name)] = path.join(packageDirectory, prefix, file);
      }
    } else entries[subpath] = path.join(packageDirectory, target);
  }
  return entries;
}

// Static value imports and re-exports; `import type` and `export type` are erased by the compiler.
const relativeImportPattern = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']*)';/gms;

function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find(
    (candidate) => existsSync(candidate) && !candidate.endsWith('.json'),
  );
}

function relativeClosure(entryFile: string): Set<string> {
  const reached = new Set<string>();
  const pending = [entryFile];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(relativeImportPattern)) {
      const target = resolveRelative(file, match[1] as string);
      if (target) pending.push(target);
    }
  }
  return reached;
}

const entries = federatedEntries();
const closures = Object.fromEntries(
  Object.entries(entries).map(([subpath, file]) => [subpath, relativeClosure(file)]),
);
const relativeToSource = (file: string) => path.relative(path.join(packageDirectory, 'src'), file);

describe('given the federated entries of @site-chrome/shared', () => {
  it('lists the runtime entry, the rule and utility entries and one entry per endpoint', () => {
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining([
        '.',
        './sites',
        './settings',
        './search',
        './data/header-menu',
        './data/notices',
      ]),
    );
  });

  it('bundles no file into two entries', () => {
    const owners = new Map<string, string[]>();
    for (const [subpath, files] of Object.entries(closures)) {
      for (const file of files) owners.set(file, [...(owners.get(file) ?? []), subpath]);
    }
    const sharedByTwo = [...owners]
      .filter(([, subpaths]) => subpaths.length > 1)
      .map(([file, subpaths]) => `${relativeToSource(file)} in ${subpaths.join(' and ')}`);
    expect(sharedByTwo).toEqual([]);
  });

  // An entry importing itself by package name waits for its own loading to finish: the federation
  // runtime's share scope hangs on it forever (the header's Search once never opened because of it).
  it('has no file importing, by the package name, the entry it belongs to', () => {
    const packageImportPattern =
      /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(@site-chrome\/shared[^']*)';/gms;
    const selfImports = Object.entries(closures).flatMap(([subpath, files]) => {
      const ownName = subpath === '.' ? '@site-chrome/shared' : `@site-chrome/shared/${subpath.slice(2)}`;
      return [...files].flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(packageImportPattern)]
          .filter((match) => match[1] === ownName)
          .map(() => `${relativeToSource(file)} imports ${ownName}`),
      );
    });
    expect(selfImports).toEqual([]);
  });

  it.each(['testing', 'mock-api', 'demo', 'federation-host'])(
    'never reaches the %s folder, which is not federated',
    (folder) => {
      const reached = Object.entries(closures).flatMap(([subpath, files]) =>
        [...files]
          .map(relativeToSource)
          .filter((file) => file.startsWith(`${folder}/`))
          .map((file) => `${subpath} -> ${file}`),
      );
      expect(reached).toEqual([]);
    },
  );
});

describe('given the entries the demo host and /loader.js bundle beside the federated ones', () => {
  // Runtime plugins are the exception: they run inside the federation runtime, before any share scope
  // exists, so they cannot take a shared module and must bundle what they use.
  const bundledBeside = [
    './demo',
    './demo/local-ports',
    './federation-host',
    './federation-host/preload',
  ].map((subpath) => path.join(packageDirectory, packageJson.exports[subpath] as string));

  it('reach no file of a federated entry by a relative path (that file would run twice on the page)', () => {
    const federatedFiles = new Set(Object.values(closures).flatMap((files) => [...files]));
    const duplicated = bundledBeside.flatMap((entryFile) =>
      [...relativeClosure(entryFile)]
        .filter((file) => !relativeToSource(file).startsWith('federation-host/runtime-plugins/'))
        .filter((file) => federatedFiles.has(file))
        .map((file) => `${relativeToSource(entryFile)} -> ${relativeToSource(file)}`),
    );
    expect(duplicated).toEqual([]);
  });
});
