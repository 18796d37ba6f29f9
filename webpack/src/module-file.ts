import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The file of one of our modules that a build takes by path (runtime plugins, replacement modules): its
 * TypeScript source in this repository, the compiled `.js` beside it in the installed kit, which ships
 * compiled files only (scripts/kit/build-kit-package.ts).
 */
export function moduleFile(directory: string, name: string): string {
  const source = path.join(directory, `${name}.ts`);
  return existsSync(source) ? source : path.join(directory, `${name}.js`);
}
