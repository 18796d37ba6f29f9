import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { kitPackages } from '../kit/kit-packages';
import type { WorkspaceManifest } from '../kit/published-manifest';
import { releasedTogether, surfaceOfEntries } from './export-surface';
import type { KitPackageBuild } from './kit-release';

const repositoryRoot = path.resolve(__dirname, '../..');
const sharedFolders = new Set<string>(releasedTogether.map((folder) => `shared/${folder}`));

/**
 * The kit packages of this tree as `npm run pack:kit` would pack them: version, CHANGELOG.md, and for the
 * packages with a version of their own (not runtime or rules: the shared packages' record covers those) the
 * run-time exports of each published entry.
 */
export function readCurrentKit(): KitPackageBuild[] {
  return kitPackages.map((kitPackage) => {
    const directory = path.join(repositoryRoot, kitPackage.folder);
    const manifest = JSON.parse(
      readFileSync(path.join(directory, 'package.json'), 'utf8'),
    ) as WorkspaceManifest;
    const changelogFile = path.join(directory, 'CHANGELOG.md');
    const build: KitPackageBuild = {
      name: manifest.name,
      version: manifest.version,
      changelog: existsSync(changelogFile) ? readFileSync(changelogFile, 'utf8') : '',
    };
    if (sharedFolders.has(kitPackage.folder)) return build;
    const published = kitPackage.publishedEntries ?? manifest.exports ?? { '.': manifest.main ?? '' };
    const entries = Object.fromEntries(
      Object.entries(published)
        .filter(([entry]) => entry !== './package.json' && !kitPackage.unpublishedEntries.includes(entry))
        .map(([entry, file]) => [
          entry === '.' ? manifest.name : `${manifest.name}/${entry.slice(2)}`,
          path.join(directory, file),
        ]),
    );
    return { ...build, surface: surfaceOfEntries(entries) };
  });
}
