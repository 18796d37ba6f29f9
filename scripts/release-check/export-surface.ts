import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The packages released together with one version (shared/README.md "Versions"): what a remote imports from
 * them is what a page's copy has to hold.
 */
export const releasedTogether = ['runtime', 'rules', 'data'] as const;

/** Entry request (`@site-chrome/runtime`, `@site-chrome/data/notices`) -> the names it exports, sorted. */
export type ExportSurface = Record<string, string[]>;

interface PackageJson {
  name: string;
  version: string;
  exports?: Record<string, string>;
}

export function readPackageJson(packageDirectory: string): PackageJson {
  return JSON.parse(readFileSync(path.join(packageDirectory, 'package.json'), 'utf8')) as PackageJson;
}

/** Every entry of a package, from its "exports" map; a `./*` pattern expands to the folders that match. */
function packageEntries(packageDirectory: string): Record<string, string> {
  const { name, exports = {} } = readPackageJson(packageDirectory);
  const entries: Record<string, string> = {};
  for (const [subpath, target] of Object.entries(exports)) {
    if (subpath === './package.json') continue;
    if (!subpath.includes('*')) {
      entries[subpath === '.' ? name : `${name}/${subpath.slice(2)}`] = path.join(packageDirectory, target);
      continue;
    }
    const [targetBefore = '', targetAfter = ''] = target.split('*');
    const folder = path.join(packageDirectory, targetBefore);
    for (const item of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, item.name + targetAfter);
      if (item.isDirectory() && existsSync(file))
        entries[`${name}/${subpath.slice(2).replace('*', item.name)}`] = file;
    }
  }
  return entries;
}

/**
 * The run-time export surface of every entry of runtime, rules and data under `sharedDirectory`: the names
 * a module that imports the entry can find there when the page runs. Types are left out (they do not exist
 * at run time, so a page never misses one). Our own packages resolve inside `sharedDirectory`, so an older
 * tree (`git archive`) can be read as well as this one.
 */
export function readExportSurface(sharedDirectory: string): ExportSurface {
  const entries: Record<string, string> = {};
  for (const folder of releasedTogether)
    Object.assign(entries, packageEntries(path.join(sharedDirectory, folder)));
  return surfaceOfEntries(entries);
}

/**
 * The run-time export names of each entry (request -> its source file), read with TypeScript. Requests of
 * ours that are not among `entries` stay unresolved, and a name re-exported from them still counts.
 */
export function surfaceOfEntries(entries: Readonly<Record<string, string>>): ExportSurface {
  const paths = Object.fromEntries(Object.entries(entries).map(([request, file]) => [request, [file]]));
  const options: ts.CompilerOptions = {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
    types: [],
    // Export names need no global types: leaving out the DOM and ES libraries halves the time.
    noLib: true,
    paths,
  };
  const host = ts.createCompilerHost(options);
  // Only our own sources are read: a third-party module (react, zod) stays unresolved, which keeps this
  // to about a second instead of ten, and its names still count (see isValue).
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map(({ text }) =>
      text.startsWith('.') || paths[text]
        ? ts.resolveModuleName(text, containingFile, options, host)
        : { resolvedModule: undefined },
    );
  const program = ts.createProgram(Object.values(entries), options, host);
  const checker = program.getTypeChecker();
  const surface: ExportSurface = {};
  for (const [request, file] of Object.entries(entries).sort(([first], [second]) =>
    first.localeCompare(second),
  )) {
    const sourceFile = program.getSourceFile(file);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) throw new Error(`${request}: cannot read ${file}`);
    surface[request] = checker
      .getExportsOfModule(moduleSymbol)
      .filter((symbol) => isValue(checker, symbol))
      .map((symbol) => symbol.getName())
      .sort();
  }
  return surface;
}

function isValue(checker: ts.TypeChecker, symbol: ts.Symbol): boolean {
  const declaration = symbol.declarations?.[0];
  // `export type { X }` and `export { type X }` are types whatever X is.
  if (declaration && ts.isTypeOnlyImportOrExportDeclaration(declaration)) return false;
  // A name re-exported from a module that does not resolve here comes back as TypeScript's "unknown"
  // symbol, which is a value: safer to hold it to the version rule than to miss it.
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return (target.flags & ts.SymbolFlags.Value) !== 0;
}
