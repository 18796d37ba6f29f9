/**
 * The other releases of `@module-federation/enhanced` the runtime-skew suite builds fixtures with, each
 * installed under an npm alias (package.json devDependencies): a patch newer, a minor older and the only
 * other published major than ours (2.9.2).
 */
export const skewedFederationVersions = [
  { version: '2.9.3', alias: 'enhanced-2-9-3', distance: 'patch newer' },
  { version: '2.8.2', alias: 'enhanced-2-8', distance: 'minor older' },
  // 0.24.1 does not build with webpack 5.111 (it requires a webpack file removed since): built with the
  // webpack of its release (March 2026), also under an alias.
  { version: '0.24.1', alias: 'enhanced-0-24', distance: 'major older', webpack: 'webpack-5-105' },
] as const;

export type SkewedFederationVersion = (typeof skewedFederationVersions)[number];

/** Where `npm run build:runtime-skew` writes each fixture, by federation version. */
export function fixtureDirectories(root: string, version: string) {
  return {
    /** A remote named `header`, built like ours (`runtime: 'external'`) with this version. */
    remote: `${root}/e2e/runtime-skew/build/${version}/remote`,
    /** That remote's own runtime script, served beside it. */
    remoteOwnRuntime: `${root}/e2e/runtime-skew/build/${version}/remote-own-runtime`,
    /** A page built the standard way with this version, loading our real header and footer. */
    page: `${root}/e2e/runtime-skew/build/${version}/page`,
  };
}
