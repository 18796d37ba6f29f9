import { readFileSync } from 'node:fs';
import path from 'node:path';
import { federationHostRuntimePlugins } from './federation-host-runtime-plugins';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { providerExperiments, providerRuntimePlugins } from './provider-runtime-plugins';
import {
  sharedPackageContract,
  sharedPackageName,
  singletonPackages,
  type SharedSingletonConfig,
} from './shared-singletons';

/** The federation plugin options a page outside this repository takes from the kit (webpack or rspack). */
export interface ChromePageFederation {
  shared: SharedSingletonConfig;
  shareStrategy: 'loaded-first';
  runtimePlugins: string[];
  experiments?: ConstructorParameters<typeof ModuleFederationPlugin>[0]['experiments'];
}

function installedVersion(packageName: string, appDirectory: string): string {
  const file = require.resolve(`${packageName}/package.json`, { paths: [appDirectory] });
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * What a React page built with its own config spreads into `new ModuleFederationPlugin({ name, ...here })`
 * (`@module-federation/enhanced/webpack` or `/rspack`) to load the chrome as this repository's demo host does:
 * - `shared`: the page-wide singletons (React, the store's and query cache's packages, i18n,
 *   styled-components) at the versions the page has installed, and `@site-chrome/runtime` under its share
 *   contract, so every part shares the page's one React, store and query cache;
 * - `runtimePlugins`: the host kit's (time-outs, integrity, fallback, stale-build reload) and the ones that
 *   publish the page's federation runtime to the remotes, which are built without one (`runtime: 'provide'`);
 * - `experiments`: a browser-only runtime without the snapshot planner (the host kit preloads).
 * The page's entry must import its app with `import()` (the shared modules are not eager).
 */
export function chromePageFederation(
  appDirectory: string,
  { provideRuntime = true }: { provideRuntime?: boolean } = {},
): ChromePageFederation {
  const dependencies =
    (
      JSON.parse(readFileSync(path.join(appDirectory, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      }
    ).dependencies ?? {};
  const shared: SharedSingletonConfig = {};
  for (const [packageName, requests] of Object.entries(singletonPackages)) {
    const requiredVersion = dependencies[packageName] ?? `^${installedVersion(packageName, appDirectory)}`;
    for (const request of requests)
      shared[request] = { singleton: true, requiredVersion, strictVersion: false, eager: false };
  }
  shared[sharedPackageName] = {
    singleton: true,
    eager: false,
    ...sharedPackageContract(installedVersion(sharedPackageName, appDirectory)),
  };
  return {
    shared,
    shareStrategy: 'loaded-first',
    runtimePlugins: [...federationHostRuntimePlugins, ...(provideRuntime ? providerRuntimePlugins : [])],
    ...(provideRuntime ? { experiments: providerExperiments } : {}),
  };
}
