import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file of the build being published, relative to it and `/`-separated; dotfiles are not the build's.
 * A symbolic link anywhere in it, or anything that is neither a file nor a folder, stops the deploy before
 * it writes a byte: a copy follows a link, so a link would publish whatever it points at, outside the build
 * included (a key, another app's files). The error names the entry relative to the build.
 */
export function buildFiles(build: string, relative = ''): string[] {
  return readdirSync(path.join(build, relative), { withFileTypes: true }).flatMap((entry) => {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isSymbolicLink())
      throw new Error(
        `${build} holds a symbolic link, ${child}: a deploy publishes the build's own files, never what a link ` +
          'points at. Nothing was published.',
      );
    if (!entry.isDirectory() && !entry.isFile())
      throw new Error(
        `${build} holds ${child}, which is neither a file nor a folder. Nothing was published.`,
      );
    // A dot folder is not published but still looked into: a link anywhere means a build folder gone wrong.
    const files = entry.isDirectory() ? buildFiles(build, child) : [child];
    return entry.name.startsWith('.') ? [] : files;
  });
}
