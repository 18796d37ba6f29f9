import semver from 'semver';
import { note, refusal, type Finding } from './findings';
import type { RemoteRelease, SharedContract } from './release-record';

/** Does a copy of `version` satisfy `range`? An unreadable version or range never does. */
const satisfies = (version: string, range: string) =>
  semver.valid(version) !== null && semver.satisfies(version, range);

/** Every version `range` accepts is one `wider` accepts too. */
const isSubset = (range: string, wider: string) => semver.subset(range, wider);

/**
 * What changed between the previous release of a remote and this one, as pages feel it. A page built
 * against the previous release provides what that release provided (its `version` of each shared request)
 * and asks for it with that release's range; the new remote has to work with both.
 */
export function compareRemote(previous: RemoteRelease, current: RemoteRelease): Finding[] {
  const remote = current.remote;
  const findings: Finding[] = [];
  for (const exposed of previous.exposes.filter((name) => !current.exposes.includes(name)))
    findings.push(
      refusal(
        `removed-expose:${remote}/${exposed}`,
        `The ${remote} no longer exposes ${exposed}: pages that mount it show its fallback.`,
      ),
    );
  for (const exposed of current.exposes.filter((name) => !previous.exposes.includes(name)))
    findings.push(note(`added-expose:${remote}/${exposed}`, `The ${remote} now also exposes ${exposed}.`));

  const currentShared = new Map(current.shared.map((entry) => [entry.name, entry]));
  for (const before of previous.shared) {
    const after = currentShared.get(before.name);
    findings.push(...(after ? compareShared(remote, before, after) : removedShared(remote, before)));
  }
  const previousNames = new Set(previous.shared.map((entry) => entry.name));
  for (const added of current.shared.filter((entry) => !previousNames.has(entry.name)))
    findings.push(
      note(
        `added-shared:${remote}/${added.name}`,
        `The ${remote} now shares ${added.name} ${added.version} (${describeFlags(added)}).`,
      ),
    );
  return findings;
}

const ourPackages = (name: string) =>
  name === '@site-chrome/runtime' ? '@site-chrome/runtime (with /rules and /data)' : name;

function describeFlags(entry: SharedContract): string {
  return [
    entry.singleton ? 'singleton' : 'not a singleton',
    entry.strictVersion ? 'strict' : 'not strict',
    `requires ${entry.requiredVersion}`,
    `scope "${entry.shareScope}"`,
  ].join(', ');
}

function removedShared(remote: string, before: SharedContract): Finding[] {
  const id = `removed-shared:${remote}/${before.name}`;
  // A singleton the remote no longer shares is one it bundles for itself: a second React, a second store.
  return before.singleton
    ? [
        refusal(
          id,
          `The ${remote} no longer shares the singleton ${before.name}: it would run its own copy beside the page's (two instances on one page).`,
        ),
      ]
    : [note(id, `The ${remote} no longer shares ${before.name} (it no longer uses it, or bundles it).`)];
}

/**
 * Runtime, rules and data are released together with one version and one contract
 * (webpack/src/shared-singletons.ts): their versions and ranges are compared once, on the runtime entry,
 * instead of once per endpoint.
 */
const comparedWithTheRuntime = (name: string) => /^@site-chrome\/(runtime|rules|data)\//.test(name);

function compareShared(remote: string, before: SharedContract, after: SharedContract): Finding[] {
  const name = before.name;
  const findings: Finding[] = [];
  if (before.shareScope !== after.shareScope)
    findings.push(
      refusal(
        `share-scope:${remote}/${name}`,
        `The ${remote} shares ${name} in scope "${after.shareScope}" instead of "${before.shareScope}": it no longer meets the page's copy and loads its own.`,
      ),
    );
  if (before.singleton !== after.singleton || before.strictVersion !== after.strictVersion)
    findings.push(
      refusal(
        `share-flags:${remote}/${name}`,
        `The ${remote} changed how it shares ${name}: ${describeFlags(before)} before, ${describeFlags(after)} now.`,
      ),
    );
  if (comparedWithTheRuntime(name)) return findings;
  // A page built against the previous release provides before.version: the new range has to accept it.
  if (!satisfies(before.version, after.requiredVersion))
    findings.push(
      refusal(
        `shared-range:${remote}/${name}`,
        `The ${remote} now requires ${ourPackages(name)} ${after.requiredVersion}: pages built against the previous release provide ${before.version}, ${after.strictVersion ? 'so the runtime refuses the remote and pages show its fallback' : 'so the runtime warns and runs it on a copy outside its range'}.`,
      ),
    );
  // And the reverse: what the new remote provides, to a page that asks with the previous range.
  else if (!satisfies(after.version, before.requiredVersion))
    findings.push(
      refusal(
        `shared-version:${remote}/${name}`,
        `The ${remote} now provides ${name} ${after.version}, outside ${before.requiredVersion} that pages built against the previous release require: where it is the copy a page gets, the page ${before.strictVersion ? 'refuses it' : 'runs on a copy outside its range'}.`,
      ),
    );
  else if (before.requiredVersion !== after.requiredVersion)
    findings.push(
      note(
        `shared-range:${remote}/${name}`,
        `The ${remote} requires ${name} ${after.requiredVersion} instead of ${before.requiredVersion}${isSubset(before.requiredVersion, after.requiredVersion) ? ' (wider)' : ''}; pages built against the previous release still satisfy it.`,
      ),
    );
  if (before.version !== after.version && satisfies(after.version, before.requiredVersion))
    findings.push(
      note(
        `shared-version:${remote}/${name}`,
        `The ${remote} provides ${name} ${after.version} instead of ${before.version}.`,
      ),
    );
  return findings;
}
