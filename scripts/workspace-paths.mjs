import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importsIn, realFile, requestNodeVisitors } from './module-imports.mjs';

/*
 * An ESLint rule (eslint.config.mjs, every file): a relative path never leads into another package (a
 * workspace, the root, an example). Another package is imported by its name, so every bundle resolves it to
 * the one copy the page shares (a path would bundle a second copy of the file, with its own state) and its
 * "exports" say what it offers. The request is resolved (scripts/module-imports.mjs), so `../../runtime/src/x`
 * from shared/host is caught as surely as `../../shared/runtime/src/x`. A file's package is the nearest
 * folder above it with a package.json: scripts/ and e2e/ belong to the root's.
 */

const packageFolders = new Map();

/** The folder of the package `file` belongs to, and the package's name; null outside any package. */
function packageOf(file) {
  const folder = path.dirname(file);
  if (!packageFolders.has(folder)) {
    const manifest = path.join(folder, 'package.json');
    const parent = path.dirname(folder);
    packageFolders.set(
      folder,
      existsSync(manifest)
        ? { where: folder, name: JSON.parse(readFileSync(manifest, 'utf8')).name }
        : parent === folder
          ? null
          : packageOf(path.join(parent, 'x')),
    );
  }
  return packageFolders.get(folder);
}

const byPackageName = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another package of the repository by its name, never by a relative path.' },
    schema: [],
    messages: {
      crossing:
        '{{request}} leads into {{folder}}, another package: import it by its name ({{name}}), or the bundle ' +
        'holds a second copy of the file.',
    },
  },
  create(context) {
    const file = realFile(context.physicalFilename);
    if (!path.isAbsolute(file)) return {};
    const nodes = new Map();
    return {
      ...requestNodeVisitors(nodes),
      'Program:exit'(program) {
        const own = packageOf(file)?.where;
        for (const { request, target } of importsIn(file, context.sourceCode.text)) {
          if (!request.startsWith('.')) continue;
          const into = packageOf(target);
          if (into?.where === own) continue;
          const folder = into ? path.relative(context.cwd, into.where) || 'the root' : path.dirname(target);
          const data = { request, folder, name: into?.name ?? 'its package' };
          context.report({ node: nodes.get(request) ?? program, messageId: 'crossing', data });
        }
      },
    };
  },
};

/** The plugin eslint.config.mjs registers: `workspace-paths/by-package-name`. */
export const workspacePaths = { rules: { 'by-package-name': byPackageName } };
