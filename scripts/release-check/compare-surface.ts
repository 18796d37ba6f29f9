import semver from 'semver';
import type { ExportSurface } from './export-surface';
import { note, refusal, type Finding } from './findings';
import type { SharedPackagesRelease } from './release-record';

export interface SharedPackagesBuild {
  /** The one version runtime, rules and data carry in this tree. */
  version: string;
  surface: ExportSurface;
}

const list = (names: readonly string[]) =>
  names.length > 6 ? `${names.slice(0, 6).join(', ')} and ${names.length - 6} more` : names.join(', ');

/**
 * The version rule for what runtime, rules and data export (shared/README.md "Versions"): a name added needs
 * a new minor, a name removed a new major, and a new major needs a reviewed break. A remote built against
 * this tree imports these names from the page's copy; a page holding a release without them cannot tell
 * from an unchanged version, and the remote would import a name that is not there.
 */
export function compareSurface(previous: SharedPackagesRelease, current: SharedPackagesBuild): Finding[] {
  const before = semver.parse(previous.version);
  const after = semver.parse(current.version);
  if (!before || !after)
    return [
      refusal('version-unreadable', `The shared packages' version "${current.version}" is not semver.`),
    ];
  if (semver.lt(after, before))
    return [
      refusal(
        'version-backwards',
        `The shared packages go back from ${previous.version} to ${current.version}: pages holding ${previous.version} would be handed older code under a version they accept.`,
      ),
    ];
  const newMajor = after.major > before.major;
  const newMinor = newMajor || after.minor > before.minor;
  const findings: Finding[] = [];
  if (newMajor)
    findings.push(
      refusal(
        `major:@site-chrome/runtime@${current.version}`,
        `@site-chrome/runtime, /rules and /data go from ${previous.version} to ${current.version}: remotes built on it require ^${after.major}.${after.minor}.0, pages that provide ${before.major}.x refuse them and show their fallbacks until they rebuild.`,
      ),
    );
  else if (!semver.eq(after, before))
    findings.push(note('version', `The shared packages go from ${previous.version} to ${current.version}.`));

  const entries = [...new Set([...Object.keys(previous.exports), ...Object.keys(current.surface)])].sort();
  for (const entry of entries) {
    const had = previous.exports[entry] ?? {};
    const has = current.surface[entry] ?? [];
    const added = has.filter((name) => !(name in had));
    const removed = Object.keys(had).filter((name) => !has.includes(name));
    // Names some copies of a release hold and others do not (added without a bump, found later).
    const notYetReleased = has.filter((name) => semver.gt(had[name] ?? current.version, current.version));
    if (added.length > 0)
      findings.push(
        newMinor
          ? note(`surface-grew:${entry}`, `${entry} gains ${list(added)} (${current.version}).`)
          : refusal(
              `surface-grew:${entry}`,
              `${entry} gains ${list(added)} but stays at ${current.version}: a remote built against it, on a page whose copy is an earlier ${current.version}, imports names that are not there, and the version check cannot tell. Bump the minor.`,
            ),
      );
    if (removed.length > 0)
      findings.push(
        newMajor
          ? note(`surface-shrank:${entry}`, `${entry} drops ${list(removed)} (${current.version}).`)
          : refusal(
              `surface-shrank:${entry}`,
              `${entry} drops ${list(removed)} within ${before.major}.x: a remote built against ${previous.version}, on a page with this copy, imports names that are no longer there. Keep them, or bump the major.`,
            ),
      );
    if (notYetReleased.length > 0)
      findings.push(
        refusal(
          `surface-unreleased:${entry}`,
          `${entry} exports ${list(notYetReleased)}, which only some ${previous.version} copies hold: release them as ${had[notYetReleased[0] ?? ''] ?? ''} so a remote that imports them is refused by older pages instead of breaking on them.`,
        ),
      );
  }
  return findings;
}
