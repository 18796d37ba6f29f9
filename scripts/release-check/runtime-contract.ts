import semver from 'semver';
import { refusal, type Finding } from './findings';
import type { RemoteRelease } from './release-record';

const runtimeSingleton = '@site-chrome/runtime';

/**
 * The fallback path (webpack/README.md, step 6): a remote shares `@site-chrome/runtime` as a strict singleton
 * and requires `^MAJOR.MINOR.0` of the release it was built against, so a page whose copy is another major,
 * or an older minor without the names the remote imports, refuses it with one error and shows the fallback
 * instead of running it against a store it does not fit.
 */
export function checkRuntimeContract(current: RemoteRelease): Finding[] {
  const entry = current.shared.find((shared) => shared.name === runtimeSingleton);
  const id = `fallback-path:${current.remote}`;
  if (!entry)
    return [
      refusal(id, `The ${current.remote} does not share ${runtimeSingleton}: it would run a second store.`),
    ];
  const version = semver.parse(entry.version);
  const expected = version ? `^${version.major}.${version.minor}.0` : '(a semver version)';
  if (entry.singleton && entry.strictVersion && entry.requiredVersion === expected) return [];
  return [
    refusal(
      id,
      `The ${current.remote} shares ${runtimeSingleton} ${entry.version} as ${entry.singleton ? 'a singleton' : 'no singleton'}, ${entry.strictVersion ? 'strict' : 'not strict'}, requiring ${entry.requiredVersion}: without a strict singleton requiring ${expected}, a page with another release would run it instead of showing its fallback.`,
    ),
  ];
}
