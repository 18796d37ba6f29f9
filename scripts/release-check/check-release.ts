import semver from 'semver';
import { applyAllowedBreaks } from './allowed-breaks';
import { compareRemote } from './compare-remote';
import { compareSurface, type SharedPackagesBuild } from './compare-surface';
import { compareKit, type KitPackageBuild } from './kit-release';
import { checkEntryBudgets } from './entry-budgets';
import { refusal, type Finding } from './findings';
import type { PublishedRelease } from './published-release';
import type { AllowedBreaks, RemoteRelease, SharedPackagesRelease } from './release-record';
import { checkRuntimeContract } from './runtime-contract';

export interface CurrentRelease {
  remotes: RemoteRelease[];
  sharedPackages: SharedPackagesBuild;
  entryGzipBytes: Record<string, number>;
  /** The installable kit (scripts/kit/); left out by callers that check the remotes only. */
  kit?: KitPackageBuild[];
}

/** Everything release:check holds a release to, after the reviewed breaks are applied. */
export function checkRelease(
  published: PublishedRelease,
  current: CurrentRelease,
  gzipBudgets: Readonly<Record<string, number>>,
  allowedBreaks: AllowedBreaks,
): Finding[] {
  const findings: Finding[] = [];
  for (const remote of current.remotes) {
    const previous = published.remotes.find((candidate) => candidate.remote === remote.remote);
    if (previous) findings.push(...compareRemote(previous, remote));
    else
      findings.push(
        refusal(
          `unpublished:${remote.remote}`,
          `No published release of the ${remote.remote} to compare with: record one.`,
        ),
      );
    findings.push(...checkRuntimeContract(remote));
  }
  findings.push(...compareSurface(published.sharedPackages, current.sharedPackages));
  findings.push(...checkEntryBudgets(gzipBudgets, current.entryGzipBytes));
  if (current.kit) findings.push(...compareKit(published.kit, current.kit));
  return applyAllowedBreaks(findings, allowedBreaks);
}

/**
 * The shared packages' record after this release ships: names kept keep their `since`, new names are
 * `since` this version.
 */
export function recordSharedPackages(
  previous: SharedPackagesRelease | undefined,
  current: SharedPackagesBuild,
): SharedPackagesRelease {
  const exports: SharedPackagesRelease['exports'] = {};
  for (const [entry, names] of Object.entries(current.surface)) {
    const had = previous?.exports[entry] ?? {};
    exports[entry] = Object.fromEntries(
      names.map((name) => {
        const since = had[name];
        return [name, since && semver.lte(since, current.version) ? since : current.version];
      }),
    );
  }
  return { version: current.version, exports };
}
