import { existsSync } from 'node:fs';
import path from 'node:path';
import { recordSharedPackages } from './release-check/check-release';
import { recordKit } from './release-check/kit-release';
import { buildRemotes, readCurrentRelease } from './release-check/current-release';
import {
  readPublishedRelease,
  releaseDirectory,
  writePublishedRelease,
} from './release-check/published-release';

/**
 * `npm run release:record [-- --built]`: when a release ships, writes what it promises pages into
 * `release/published/` (each remote's exposes and share contract, the shared packages' version and export
 * names with the release each first shipped in), the record the next `npm run release:check` compares with.
 */
async function main(): Promise<void> {
  if (!process.argv.includes('--built')) {
    console.log('Building the remotes…');
    await buildRemotes();
  }
  const current = readCurrentRelease();
  const published = existsSync(path.join(releaseDirectory, 'published/shared-packages.json'))
    ? await readPublishedRelease([])
    : undefined;
  await writePublishedRelease({
    remotes: current.remotes,
    sharedPackages: recordSharedPackages(published?.sharedPackages, current.sharedPackages),
    kit: recordKit(published?.kit, current.kit ?? []),
  });
  console.log(
    `Recorded the ${current.remotes.map((remote) => remote.remote).join(', ')} and the shared packages ${current.sharedPackages.version} in release/published/. release/allowed-breaks.json is empty again: its entries were breaks against the release this one replaces.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
