import type { Page } from '@playwright/test';

const sharedPackage = '@site-chrome/runtime';
/** Our packages released together with one version: the runtime singleton, the rules and the data entries. */
const ourPackagePattern = '@site-chrome/(?:runtime|rules|data)';
const isOurs = (name: string) => new RegExp(`^${ourPackagePattern}(?:/|$)`).test(name);

interface ManifestShared {
  name: string;
  version: string;
  requiredVersion?: string;
}

interface Manifest {
  shared: ManifestShared[];
  integrity?: Record<string, string>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `2.9.3` -> `2.9.0`: the base of the ranges a build of `version` requires. */
const minorBase = (version: string) => `${version.split('.').slice(0, 2).join('.')}.0`;

/**
 * What a build of `version` requires of the runtime entry (webpack/src/shared-singletons.ts
 * `sharedPackageContract`); its rules and data entries require `~` of the same base (`sharedEntryContract`).
 */
export const contractRange = (version: string) => `^${minorBase(version)}`;

/** Our ranges in a build of `version`, `^base` (the runtime entry) and `~base` (the sub-path entries). */
const ourRanges = (version: string) => [`^${minorBase(version)}`, `~${minorBase(version)}`];

/** The version this build provides of @site-chrome/runtime and the ranges it requires, from its manifest. */
function sharedContract(manifest: Manifest) {
  const entries = manifest.shared.filter(({ name }) => isOurs(name));
  const [first] = entries;
  if (!first?.requiredVersion)
    throw new Error(`the manifest shares no ${sharedPackage} with a required version`);
  const ranges = ourRanges(first.version);
  const othersWithOurRanges = manifest.shared.filter(
    (entry) => !entries.includes(entry) && ranges.includes(entry.requiredVersion ?? ''),
  );
  // The entry's ranges are rewritten by value below: that is only safe if no other package has one of them.
  if (othersWithOurRanges.length > 0) {
    throw new Error(
      `${othersWithOurRanges[0]?.name} also requires ${othersWithOurRanges[0]?.requiredVersion}; the rewrite would touch it`,
    );
  }
  return { requests: entries.length, version: first.version, base: minorBase(first.version) };
}

/** Replaces every match of `pattern`, and fails unless there were exactly `expected`. */
function replaceCounted(
  text: string,
  pattern: RegExp,
  replacement: string | ((match: string, ...groups: string[]) => string),
  expected: number,
  what: string,
) {
  let count = 0;
  const replaced = text.replace(pattern, (match: string, ...groups: string[]) => {
    count += 1;
    return typeof replacement === 'function' ? replacement(match, ...groups) : replacement;
  });
  if (count !== expected) {
    throw new Error(
      `expected ${expected} ${what} in remoteEntry.js, found ${count}: has the build output changed?`,
    );
  }
  return replaced;
}

/**
 * Serves a remote as if it had been built against another release of @site-chrome/runtime: its real
 * build, with the version it provides and the range it requires rewritten where the federation runtime
 * reads them (remoteEntry.js registers and consumes them, mf-manifest.json describes them). The chunks
 * carry neither: a rebuild with another version of the package gives byte-identical chunks for a minor,
 * so this is the same remote to the runtime, without a webpack build per variant; its manifest lists no
 * integrity, as an older build's does not. Returns a function
 * that says whether the rewritten entry was served.
 */
export async function serveRemoteBuiltAgainst(
  page: Page,
  origin: string,
  version: string,
): Promise<() => boolean> {
  let contract: ReturnType<typeof sharedContract> | undefined;
  let entryServed = false;

  await page.route(`${origin}/mf-manifest.json`, async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as Manifest;
    contract = sharedContract(manifest);
    // Served as a build from before manifests listed integrity (issue 13): its rewritten entry has no hash
    // to match, and the page loads it unchecked, without a word.
    delete manifest.integrity;
    for (const entry of manifest.shared) {
      if (!isOurs(entry.name)) continue;
      entry.version = version;
      entry.requiredVersion = (entry.requiredVersion ?? '').replace(/^([\^~]).*$/, `$1${minorBase(version)}`);
    }
    await route.fulfill({ response, json: manifest });
  });

  await page.route(`${origin}/remoteEntry.js`, async (route) => {
    const response = await route.fetch();
    if (!contract) throw new Error('remoteEntry.js was asked for before mf-manifest.json');
    let entry = await response.text();
    // What it provides: `"@site-chrome/rules/sites":[{version:"2.7.0",…`, one per shared request.
    entry = replaceCounted(
      entry,
      new RegExp(`(?<="${ourPackagePattern}(?:/[^"]*)?":\\[\\{version:)"${escape(contract.version)}"`, 'g'),
      `"${version}"`,
      contract.requests,
      `provided ${sharedPackage} versions`,
    );
    // What it requires: once where it provides each request, once where it consumes it.
    entry = replaceCounted(
      entry,
      new RegExp(`requiredVersion:"([\\^~])${escape(contract.base)}"`, 'g'),
      (_match, prefix) => `requiredVersion:"${prefix}${minorBase(version)}"`,
      contract.requests * 2,
      `required ${sharedPackage} ranges`,
    );
    entryServed = true;
    await route.fulfill({ response, body: entry });
  });

  return () => entryServed;
}
