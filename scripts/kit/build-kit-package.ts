import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { KitPackage } from './kit-packages';

/** What never ships: tests, the test-only entry and the fixtures tests read. */
const notShipped = /(\.test\.tsx?$|^testing\.ts$|-fixtures$)/;

function filesUnder(folder: string, keep: (name: string) => boolean, relative = ''): string[] {
  return readdirSync(path.join(folder, relative), { withFileTypes: true }).flatMap((item) => {
    const itemPath = path.join(relative, item.name);
    if (notShipped.test(item.name)) return [];
    if (item.isDirectory()) return filesUnder(folder, keep, itemPath);
    return keep(item.name) ? [itemPath] : [];
  });
}

/** `**\/*.json` or `*.html` -> does a file name match it (the kit's assets are picked by extension). */
const assetMatcher = (patterns: readonly string[]) => (name: string) =>
  patterns.some((pattern) => name.endsWith(pattern.replace(/^(\*\*\/)?\*/, '')));

/**
 * Compiles one kit package's `src/` into `dist/`: each source file to one CommonJS `.js` file (the module
 * structure kept, so a module that holds state, the runtime's store, is one module whatever entry imports it,
 * and `__dirname` is what the source expects), with its `.d.ts` from `tsc` (`tsconfig.build.json` beside
 * the package.json), and the assets the code reads. CommonJS because one build serves both sides: Node loads
 * it as it is (the server page, the webpack helpers) and every bundler takes it.
 */
export async function buildKitPackage(repositoryRoot: string, kitPackage: KitPackage): Promise<void> {
  const packageDirectory = path.join(repositoryRoot, kitPackage.folder);
  const sourceDirectory = path.join(packageDirectory, 'src');
  const outputDirectory = path.join(packageDirectory, 'dist');
  rmSync(outputDirectory, { recursive: true, force: true });
  const sources = filesUnder(sourceDirectory, (name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'));
  await build({
    entryPoints: sources.map((file) => path.join(sourceDirectory, file)),
    outdir: outputDirectory,
    outbase: sourceDirectory,
    format: 'cjs',
    platform: 'node',
    target: 'es2022',
    jsx: 'automatic',
    logLevel: 'warning',
  });
  for (const asset of filesUnder(sourceDirectory, assetMatcher(kitPackage.assets))) {
    mkdirSync(path.dirname(path.join(outputDirectory, asset)), { recursive: true });
    copyFileSync(path.join(sourceDirectory, asset), path.join(outputDirectory, asset));
  }
  execFileSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-p', path.join(packageDirectory, 'tsconfig.build.json')],
    { stdio: 'inherit' },
  );
}
