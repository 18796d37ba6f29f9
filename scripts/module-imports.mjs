import { realpathSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * What a module imports, read and resolved as TypeScript does, for the lint's own rules
 * (scripts/import-circles.mjs, scripts/workspace-paths.mjs): `preProcessFile` finds every request (static,
 * type-only, `export ... from`, dynamic `import()`, `require()`), `resolveModuleName` with the repository's
 * "Bundler" resolution finds its file (a `@site-chrome/*` package name reaches the workspace's file through
 * its "exports").
 */

const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  noEmit: true,
};
const resolutionCache = ts.createModuleResolutionCache(process.cwd(), (name) => name, compilerOptions);

/** The file itself, symbolic links followed (a workspace package is a link in node_modules); as given if absent. */
export function realFile(file) {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

/** The files of ours (none under node_modules) that `text`, the source of `file`, imports, with each request. */
export function importsIn(file, text) {
  const found = [];
  for (const { fileName: request } of ts.preProcessFile(text, true, true).importedFiles) {
    const resolved = ts.resolveModuleName(
      request,
      file,
      compilerOptions,
      ts.sys,
      resolutionCache,
    ).resolvedModule;
    if (!resolved) continue;
    const target = realFile(resolved.resolvedFileName);
    if (target.includes(`${path.sep}node_modules${path.sep}`)) continue;
    found.push({ request, target });
  }
  return found;
}

/** ESLint visitors that note, in `found`, the AST node of each request (where a rule reports on it). */
export function requestNodeVisitors(found) {
  const remember = (node) => {
    const source = node.source ?? node.moduleReference?.expression;
    if (source?.type === 'Literal' && typeof source.value === 'string') found.set(source.value, node);
  };
  return {
    ImportDeclaration: remember,
    ExportNamedDeclaration: remember,
    ExportAllDeclaration: remember,
    ImportExpression: remember,
    TSImportEqualsDeclaration: remember,
    'CallExpression[callee.name="require"]'(node) {
      const [argument] = node.arguments;
      if (argument?.type === 'Literal' && typeof argument.value === 'string') found.set(argument.value, node);
    },
  };
}
