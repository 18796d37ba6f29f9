import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildFiles } from './build-files';
import { releasesToKeep, retentionRule, type Release, type RetentionRule } from './retention';
import { writeAtomically } from './write-atomically';

/**
 * What a file is to a deploy. Hashed files (`1005.7d64da8f.js`, its `.br`, `.gz` and `.map`) never change
 * and may be kept beside other builds'; entries (`remoteEntry.js`, `loader.js`, pages) and manifests
 * (`mf-manifest.json`, `mf-manifest-stats.json`) keep their names and name the current hashed files.
 */
export type FileRole = 'hashed' | 'entry' | 'manifest';

const hashedFile = /\.[0-9a-f]{8}\.[a-z]+(\.map)?(\.(br|gz))?$/;

export function fileRole(file: string): FileRole {
  const name = path.posix.basename(file);
  if (hashedFile.test(name)) return 'hashed';
  if (name.startsWith('mf-manifest')) return 'manifest';
  return 'entry';
}

/** One change to the served folder, in the order it is made. */
export interface PublishStep {
  action: 'write' | 'delete';
  file: string;
  role: FileRole;
}

export interface PublishOptions {
  /** The new build's folder (an app's `dist/` or one build's `build/app/`). */
  build: string;
  /** The folder the origin serves; made if missing. */
  served: string;
  /** The release's name in the ledger, e.g. a git tag or commit. */
  release: string;
  /** Default: now. */
  now?: Date;
  /** Default `retentionRule`. */
  rule?: RetentionRule;
  /** Hears each change as it is made (the order test; a deploy log). */
  onStep?: (step: PublishStep) => void;
}

export interface PublishReport {
  written: number;
  /** Hashed files of earlier releases still served. */
  keptFromEarlier: number;
  deleted: string[];
  /** The releases whose hashed files the folder now holds, oldest first. */
  releases: string[];
}

/** Every file under the served folder, relative to it and `/`-separated; dotfiles are not the build's. */
function filesUnder(directory: string, relative = ''): string[] {
  return readdirSync(path.join(directory, relative), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(directory, child) : [child];
  });
}

/** Beside the served folder, never inside it: the release history is not for readers. */
export function ledgerPath(served: string): string {
  return `${path.resolve(served)}.releases.json`;
}

function readLedger(served: string, now: Date): Release[] {
  const file = ledgerPath(served);
  if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { releases: Release[] }).releases;
  // A folder deployed before the ledger existed: what it holds is one release, replaced now.
  const earlier = existsSync(served) ? filesUnder(served).filter((name) => fileRole(name) === 'hashed') : [];
  if (earlier.length === 0) return [];
  const at = now.toISOString();
  return [{ id: 'unrecorded', publishedAt: at, supersededAt: at, files: earlier }];
}

/**
 * Publishes a build into a served folder while pages are reading it: the new hashed files first, then the
 * entries, then the manifests, so whatever a reader fetches names only files already there; then deletes
 * the hashed files no release within the retention rule lists, and the entries the new build no longer has.
 */
export function publishBuild(options: PublishOptions): PublishReport {
  const { build, served, release, now = new Date(), rule = retentionRule, onStep } = options;
  // Checked whole before anything is written: a build with a link in it publishes nothing.
  const incoming = buildFiles(build);
  if (!incoming.some((file) => fileRole(file) === 'manifest' || file === 'remoteEntry.js'))
    throw new Error(`${build} holds no remoteEntry.js or mf-manifest.json: is it a build?`);
  mkdirSync(served, { recursive: true });
  const at = now.toISOString();
  const history = readLedger(served, now).map((earlier) =>
    earlier.supersededAt ? earlier : { ...earlier, supersededAt: at },
  );

  let written = 0;
  for (const role of ['hashed', 'entry', 'manifest'] as const) {
    for (const file of incoming.filter((name) => fileRole(name) === role)) {
      const target = path.join(served, file);
      // Same name, same bytes: a hashed file already served stays untouched (a reader may be fetching it).
      if (role === 'hashed' && existsSync(target)) continue;
      writeAtomically(target, readFileSync(path.join(build, file)));
      written += 1;
      onStep?.({ action: 'write', file, role });
    }
  }

  const newRelease: Release = {
    id: release,
    publishedAt: at,
    files: incoming.filter((file) => fileRole(file) === 'hashed'),
  };
  const kept = releasesToKeep([...history, newRelease], now, rule);
  const keptFiles = new Set(kept.flatMap((each) => each.files));
  const incomingFiles = new Set(incoming);
  const deleted = filesUnder(served).filter((file) =>
    fileRole(file) === 'hashed' ? !keptFiles.has(file) : !incomingFiles.has(file),
  );
  for (const file of deleted) {
    rmSync(path.join(served, file));
    onStep?.({ action: 'delete', file, role: fileRole(file) });
  }
  writeAtomically(ledgerPath(served), `${JSON.stringify({ releases: kept }, null, 2)}\n`);

  const newFiles = new Set(newRelease.files);
  return {
    written,
    keptFromEarlier: [...keptFiles].filter((file) => !newFiles.has(file)).length,
    deleted,
    releases: kept.map((each) => each.id),
  };
}
