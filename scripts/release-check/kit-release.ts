import semver from 'semver';
import type { ExportSurface } from './export-surface';
import { note, refusal, type Finding } from './findings';
import type { KitRelease } from './release-record';

/** One kit package as this tree would pack it (scripts/kit/). */
export interface KitPackageBuild {
  name: string;
  version: string;
  /** Its CHANGELOG.md, whose `## <version>` heading says what the version changed. */
  changelog: string;
  /** Run-time exports of its published entries; absent for runtime and rules (the shared packages' rule). */
  surface?: ExportSurface;
}

const changelogHeading = (version: string) => new RegExp(`^## ${version.replaceAll('.', '\\.')}\\b`, 'm');

/**
 * The version rules of the installable kit (README "Releasing"; the shared packages' rule, for a team that
 * installs the tarballs): every package's CHANGELOG.md says what its version is; the packages with a version
 * of their own (host, webpack) add an export with a new minor and remove one with a new major only, and never
 * go back. A package never recorded is refused until `release:record` records it.
 */
export function compareKit(previous: KitRelease | undefined, current: readonly KitPackageBuild[]): Finding[] {
  const findings: Finding[] = [];
  for (const kitPackage of current) {
    const { name, version, surface } = kitPackage;
    if (!changelogHeading(version).test(kitPackage.changelog))
      findings.push(
        refusal(
          `kit-changelog:${name}@${version}`,
          `${name}'s CHANGELOG.md has no "## ${version}": say what it changes.`,
        ),
      );
    if (!surface) continue;
    const had = previous?.[name];
    if (!had) {
      findings.push(
        refusal(`unpublished:${name}`, `No published release of ${name} to compare with: record one.`),
      );
      continue;
    }
    if (!semver.valid(version) || semver.lt(version, had.version)) {
      findings.push(
        refusal(
          `kit-version:${name}`,
          `${name} goes from ${had.version} to "${version}": not a later semver.`,
        ),
      );
      continue;
    }
    const newMajor = semver.major(version) > semver.major(had.version);
    const newMinor = newMajor || semver.minor(version) > semver.minor(had.version);
    for (const entry of [...new Set([...Object.keys(had.exports), ...Object.keys(surface)])].sort()) {
      const before = Object.keys(had.exports[entry] ?? {});
      const after = surface[entry] ?? [];
      const added = after.filter((exported) => !before.includes(exported));
      const removed = before.filter((exported) => !after.includes(exported));
      if (added.length > 0)
        findings.push(
          newMinor
            ? note(`kit-grew:${entry}`, `${entry} gains ${added.join(', ')} (${version}).`)
            : refusal(
                `kit-grew:${entry}`,
                `${entry} gains ${added.join(', ')} but stays at ${version}: a page that needs them cannot ask for them by version. Bump the minor.`,
              ),
        );
      if (removed.length > 0)
        findings.push(
          newMajor
            ? note(`kit-shrank:${entry}`, `${entry} drops ${removed.join(', ')} (${version}).`)
            : refusal(
                `kit-shrank:${entry}`,
                `${entry} drops ${removed.join(', ')} within ${semver.major(had.version)}.x: a page built against ${had.version} breaks on update. Keep them, or bump the major.`,
              ),
        );
    }
  }
  return findings;
}

/** The kit's record after this release: names kept keep their `since`, new names are `since` this version. */
export function recordKit(previous: KitRelease | undefined, current: readonly KitPackageBuild[]): KitRelease {
  const record: KitRelease = {};
  for (const { name, version, surface } of current) {
    if (!surface) continue;
    const had = previous?.[name]?.exports ?? {};
    record[name] = {
      version,
      exports: Object.fromEntries(
        Object.entries(surface).map(([entry, names]) => [
          entry,
          Object.fromEntries(names.map((exported) => [exported, had[entry]?.[exported] ?? version])),
        ]),
      ),
    };
  }
  return record;
}
