import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import prettier from 'prettier';
import type { z } from 'zod';
import {
  allowedBreaksSchema,
  kitReleaseSchema,
  remoteReleaseSchema,
  sharedPackagesReleaseSchema,
  type AllowedBreaks,
  type KitRelease,
  type RemoteRelease,
  type SharedPackagesRelease,
} from './release-record';

/** `release/` at the repository root: the last published release and the reviewed breaks. */
export const releaseDirectory = path.resolve(__dirname, '../../release');
const publishedDirectory = path.join(releaseDirectory, 'published');
const sharedPackagesFile = path.join(publishedDirectory, 'shared-packages.json');
const allowedBreaksFile = path.join(releaseDirectory, 'allowed-breaks.json');
const kitFile = path.join(publishedDirectory, 'kit.json');
const remoteFile = (remote: string) => path.join(publishedDirectory, `${remote}.json`);

async function readJson<Schema extends z.ZodType>(file: string, schema: Schema): Promise<z.infer<Schema>> {
  const parsed = schema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${path.relative(process.cwd(), file)} is not valid: ${parsed.error.message}`);
  return parsed.data;
}

export interface PublishedRelease {
  remotes: RemoteRelease[];
  sharedPackages: SharedPackagesRelease;
  /** The installable kit's packages, once recorded. */
  kit?: KitRelease;
}

export async function readPublishedRelease(remotes: readonly string[]): Promise<PublishedRelease> {
  return {
    remotes: await Promise.all(remotes.map((remote) => readJson(remoteFile(remote), remoteReleaseSchema))),
    sharedPackages: await readJson(sharedPackagesFile, sharedPackagesReleaseSchema),
    ...(existsSync(kitFile) ? { kit: await readJson(kitFile, kitReleaseSchema) } : {}),
  };
}

export async function readAllowedBreaks(): Promise<AllowedBreaks> {
  return existsSync(allowedBreaksFile) ? readJson(allowedBreaksFile, allowedBreaksSchema) : [];
}

/** Written as prettier formats it, so `npm run format:check` passes on a recorded release. */
async function writeJson(file: string, value: unknown): Promise<void> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  await writeFile(file, await prettier.format(JSON.stringify(value), { ...options, parser: 'json' }));
}

export async function writePublishedRelease(release: PublishedRelease): Promise<void> {
  await mkdir(publishedDirectory, { recursive: true });
  for (const remote of release.remotes) await writeJson(remoteFile(remote.remote), remote);
  await writeJson(sharedPackagesFile, release.sharedPackages);
  if (release.kit) await writeJson(kitFile, release.kit);
  // The breaks a reviewer allowed were breaks against the release this one replaces.
  await writeJson(allowedBreaksFile, []);
}
