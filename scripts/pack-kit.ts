import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildKitPackage } from './kit/build-kit-package';
import { kitPackages } from './kit/kit-packages';
import { publishedManifest, type WorkspaceManifest } from './kit/published-manifest';

const repositoryRoot = path.resolve(__dirname, '..');
/** Git-ignored: the tarballs, and each package as it goes into its tarball. */
export const kitDirectory = path.join(repositoryRoot, '.kit');

const readManifest = (folder: string) =>
  JSON.parse(readFileSync(path.join(repositoryRoot, folder, 'package.json'), 'utf8')) as WorkspaceManifest;

/**
 * `npm run pack:kit`: builds the installable kit (scripts/kit/kit-packages.ts) and packs one tarball per
 * package into `.kit/`, what a team outside this repository installs (`npm install ./site-chrome-host-….tgz`;
 * examples/ does). Each package goes in as compiled JavaScript with declarations, under the manifest
 * `publishedManifest` makes; nothing of the repository's sources, tests or dev kit.
 */
export async function packKit(): Promise<string[]> {
  rmSync(kitDirectory, { recursive: true, force: true });
  const manifests = kitPackages.map((kitPackage) => readManifest(kitPackage.folder));
  const kitVersions = Object.fromEntries(manifests.map((manifest) => [manifest.name, manifest.version]));
  const tarballs: string[] = [];
  for (const [index, kitPackage] of kitPackages.entries()) {
    const manifest = manifests[index] as WorkspaceManifest;
    const packageDirectory = path.join(repositoryRoot, kitPackage.folder);
    await buildKitPackage(repositoryRoot, kitPackage);
    const staging = path.join(kitDirectory, 'staging', path.basename(kitPackage.folder));
    mkdirSync(staging, { recursive: true });
    for (const file of ['dist', 'README.md', 'CHANGELOG.md'])
      if (existsSync(path.join(packageDirectory, file)))
        cpSync(path.join(packageDirectory, file), path.join(staging, file), { recursive: true });
    writeFileSync(
      path.join(staging, 'package.json'),
      `${JSON.stringify(publishedManifest(manifest, kitPackage, kitVersions), null, 2)}\n`,
    );
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', kitDirectory], {
        cwd: staging,
        encoding: 'utf8',
      }),
    ) as { filename: string }[];
    tarballs.push(...packed.map(({ filename }) => path.join(kitDirectory, filename)));
  }
  return tarballs;
}

if (require.main === module)
  packKit()
    .then((tarballs) => console.log(tarballs.map((file) => path.relative(repositoryRoot, file)).join('\n')))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
