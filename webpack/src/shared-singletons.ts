import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Packages that must exist exactly once on a page (ARCHITECTURE "Runtime"): one React, one store,
 * one query cache, one i18n instance. Subpath imports are listed on their own because webpack shares
 * by request, and `react/jsx-runtime` is a different request from `react`.
 */
const singletonPackages: Record<string, readonly string[]> = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  zustand: ['zustand', 'zustand/vanilla'],
  '@tanstack/react-query': ['@tanstack/react-query'],
  '@tanstack/query-core': ['@tanstack/query-core'],
  i18next: ['i18next'],
  'react-i18next': ['react-i18next'],
  'styled-components': ['styled-components'],
  '@site-chrome/shared': ['@site-chrome/shared'],
};

export type SharedSingletonConfig = Record<
  string,
  { singleton: true; requiredVersion: string; strictVersion: false; eager: false }
>;

interface PackageJson {
  dependencies?: Record<string, string>;
}

/**
 * Builds the `shared` option of the federation plugin from an app's package.json, so the version
 * range a remote was built against travels with it (`requiredVersion`) and a mismatch is reported
 * by the runtime instead of silently loading a second copy.
 */
export function createSharedSingletons(appDirectory: string): SharedSingletonConfig {
  const packageJson = JSON.parse(
    readFileSync(path.join(appDirectory, 'package.json'), 'utf8'),
  ) as PackageJson;
  const dependencies = packageJson.dependencies ?? {};
  const shared: SharedSingletonConfig = {};
  for (const [packageName, requests] of Object.entries(singletonPackages)) {
    const requiredVersion = dependencies[packageName];
    if (!requiredVersion) {
      throw new Error(
        `${appDirectory}/package.json must depend on ${packageName}: it is a page-wide singleton and its version range is the share contract.`,
      );
    }
    for (const request of requests) {
      shared[request] = { singleton: true, requiredVersion, strictVersion: false, eager: false };
    }
  }
  return shared;
}

export const singletonPackageNames = Object.keys(singletonPackages);
