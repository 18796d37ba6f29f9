import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Packages that must exist exactly once on a page (ARCHITECTURE "Runtime"): one React, one store,
 * one query cache, one i18n instance. Subpath imports are listed on their own because webpack shares
 * by request, and `react/jsx-runtime` is a different request from `react`.
 *
 * react-i18next is once per page too, but not as a shared module: a shared module cannot be tree-shaken,
 * and all of it (with <Trans> and its HTML parser) is 10.6 KB gzip where the chrome needs 4. Only
 * `@site-chrome/runtime` imports it and re-exports `useTranslation`; ESLint refuses it anywhere else.
 */
export const singletonPackages: Readonly<Record<string, readonly string[]>> = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  // The store is built with zustand/vanilla and read with React's own useSyncExternalStore (chrome-store.ts):
  // nothing imports `zustand` itself (release/allowed-breaks.json says why dropping its share is safe).
  zustand: ['zustand/vanilla'],
  '@tanstack/react-query': ['@tanstack/react-query'],
  '@tanstack/query-core': ['@tanstack/query-core'],
  i18next: ['i18next'],
  'styled-components': ['styled-components'],
};

/** The one federated singleton of ours (store, query client, i18n): `shared/runtime`. */
export const sharedPackageName = '@site-chrome/runtime';

const sharedDirectory = path.resolve(__dirname, '../../shared');
const sharedPackageDirectory = path.join(sharedDirectory, 'runtime');

export interface SharedModuleConfig {
  singleton: boolean;
  requiredVersion: string;
  strictVersion: boolean;
  eager: boolean;
  /** Set only for our own packages (`@site-chrome/runtime`, `/rules`, `/data`): the version this build provides. */
  version?: string;
}

export type SharedSingletonConfig = Record<string, SharedModuleConfig>;

interface PackageJson {
  version?: string;
  dependencies?: Record<string, string>;
}

function readPackageJson(directory: string): PackageJson {
  return JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8')) as PackageJson;
}

/**
 * Every federated request of ours: the runtime singleton, its schema kit, schema helpers and UI primitives, the rule entries, and one
 * entry per endpoint folder of `shared/data/src` (found on disk, so a new endpoint is shared without
 * touching this file). `@site-chrome/host` and `@site-chrome/dev` are never federated: a page bundles
 * the host kit, and nothing in production imports dev.
 */
export function sharedPackageRequests(directory = sharedDirectory): string[] {
  const dataSource = path.join(directory, 'data/src');
  const endpointEntries = readdirSync(dataSource, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dataSource, entry.name, 'index.ts')))
    .map((entry) => `@site-chrome/data/${entry.name}`)
    .sort();
  return [
    sharedPackageName,
    `${sharedPackageName}/schema-kit`,
    `${sharedPackageName}/schemas`,
    `${sharedPackageName}/ui`,
    '@site-chrome/rules/sites',
    '@site-chrome/rules/settings',
    '@site-chrome/rules/search',
    ...endpointEntries,
  ];
}

/**
 * The share contract of our packages (semver; runtime, rules and data are released together with one
 * version): a build provides the version it was built with and accepts any release of the same major from
 * the minor it was built against on (`^MAJOR.MINOR.0`), strictly. A minor adds names, and a remote built
 * against it imports them: on a page whose copy is an older minor it would import names that are not there,
 * so the runtime refuses it and the slot shows its fallback, as for another major, instead of running it
 * (docs/decisions/release-check.md). A remote built against an older minor runs on the page's one store.
 */
export function sharedPackageContract(
  version = readPackageJson(sharedPackageDirectory).version,
): Pick<SharedModuleConfig, 'version' | 'requiredVersion' | 'strictVersion'> {
  const [, major, minor] = /^(\d+)\.(\d+)\.\d+/.exec(version ?? '') ?? [];
  if (!major || !minor) throw new Error(`${sharedPackageName} has no semver version (got "${version}").`);
  return { version, requiredVersion: `^${major}.${minor}.0`, strictVersion: true };
}

/**
 * The contract of the sub-path entries (the schema kit, rules, data endpoints): the minor the build was built
 * against and its patches (`~MAJOR.MINOR.0`). They are not singletons, so a build takes the newest copy its
 * range accepts, and a copy of a newer minor requires that minor of the runtime singleton: taken on a page
 * whose runtime is older, it would fail the taker with it (a header built against a newer minor, refused,
 * still offers its copies, and the footer used to pick them up and fall with it). Each build takes a copy of
 * its own minor: the page's when the page is of that minor, else its own.
 */
export function sharedEntryContract(
  version = readPackageJson(sharedPackageDirectory).version,
): Pick<SharedModuleConfig, 'version' | 'requiredVersion' | 'strictVersion'> {
  const contract = sharedPackageContract(version);
  return { ...contract, requiredVersion: contract.requiredVersion.replace(/^\^/, '~') };
}

/**
 * Builds the `shared` option of the federation plugin. Third-party singletons take the version
 * range the app depends on (`requiredVersion`), so a mismatch is reported by the runtime instead
 * of silently loading a second copy; our own packages follow their contract above.
 */
export function createSharedSingletons(
  appDirectory: string,
  { eager = false }: { eager?: boolean } = {},
): SharedSingletonConfig {
  const dependencies = readPackageJson(appDirectory).dependencies ?? {};
  const shared: SharedSingletonConfig = {};
  for (const [packageName, requests] of Object.entries({
    ...singletonPackages,
    [sharedPackageName]: [sharedPackageName],
  })) {
    if (!dependencies[packageName]) {
      throw new Error(
        `${appDirectory}/package.json must depend on ${packageName}: it is a page-wide singleton and its version range is the share contract.`,
      );
    }
    for (const request of requests) {
      shared[request] = {
        singleton: true,
        requiredVersion: dependencies[packageName],
        strictVersion: false,
        eager,
      };
    }
  }
  const contract = sharedPackageContract();
  const entryContract = sharedEntryContract();
  for (const request of sharedPackageRequests()) {
    // The runtime entry holds the page's state (store, query client, i18n): one copy, whatever loads.
    // The sub-path entries hold none (they reach that state through the runtime entry), so they are not
    // singletons: each build takes the newest copy its range (its own minor) accepts. As singletons, a
    // remote built against the next major would put its copies first and every current remote would be
    // refused them.
    shared[request] =
      request === sharedPackageName
        ? { singleton: true, eager, ...contract }
        : { singleton: false, eager, ...entryContract };
  }
  return shared;
}

export const singletonPackageNames = [...Object.keys(singletonPackages), sharedPackageName];
