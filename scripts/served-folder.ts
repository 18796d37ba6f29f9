import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Every file under `directory`, relative to it and `/`-separated. */
function filesUnder(directory: string, relative = ''): string[] {
  return readdirSync(path.join(directory, relative), { withFileTypes: true }).flatMap((entry) => {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(directory, child) : [child];
  });
}

/**
 * The folder of a remote's server build (`<app>/build/server/`, webpack/src/create-server-config.ts): the
 * fragment server's code, which the browser origin must never serve.
 */
const serverBuildName = 'server';

/**
 * Makes an app's served folder (`dist/`, what `npm run serve`, nginx and the tests read) from its builds'
 * own output folders (`build/app/`, `build/loader/`, …): a copy of each, so every URL stays what it was when
 * the builds shared one folder. A file two builds both write is an error, not a silent overwrite. The new
 * folder is made beside the old one and swapped in, so a server running in watch mode is never without it
 * for longer than a rename. The server build is left out, whatever the caller passes: it runs beside the
 * origin, never from it.
 */
export function assembleServedFolder(servedDirectory: string, buildDirectories: readonly string[]): void {
  const writtenBy = new Map<string, string>();
  const browserBuilds = buildDirectories.filter((directory) => path.basename(directory) !== serverBuildName);
  for (const buildDirectory of browserBuilds) {
    for (const file of filesUnder(buildDirectory)) {
      const earlier = writtenBy.get(file);
      if (earlier) {
        throw new Error(
          `${file} is written by two builds (${earlier} and ${buildDirectory}): ${servedDirectory} would serve one of them.`,
        );
      }
      writtenBy.set(file, buildDirectory);
    }
  }
  const next = `${servedDirectory}.next`;
  rmSync(next, { recursive: true, force: true });
  mkdirSync(next, { recursive: true });
  for (const [file, buildDirectory] of writtenBy) {
    mkdirSync(path.dirname(path.join(next, file)), { recursive: true });
    cpSync(path.join(buildDirectory, file), path.join(next, file));
  }
  if (existsSync(servedDirectory)) rmSync(servedDirectory, { recursive: true });
  renameSync(next, servedDirectory);
}
