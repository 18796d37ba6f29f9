// First: it decides which webpack every later import gets (runtime-skew-webpack.ts).
import './runtime-skew-webpack';
import { fork } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import type { Configuration } from 'webpack';
import { appPorts } from '@site-chrome/rules/ports';
import {
  fixtureDirectories,
  skewedFederationVersions,
  type SkewedFederationVersion,
} from '../e2e/runtime-skew/federation-versions';
import { baseConfig } from '@site-chrome/webpack/src/base-config';
import { replaceBundlerRuntimeWithPagesCopy } from '@site-chrome/webpack/src/bundler-runtime/bundler-runtime-replacement';
import { createCompressionPlugins } from '@site-chrome/webpack/src/compression-plugins';
import { createOwnRuntimeConfig } from '@site-chrome/webpack/src/create-own-runtime-config';
import { federationRuntimeOptions } from '@site-chrome/webpack/src/federation-runtime';
import { createSharedSingletons, singletonPackageNames } from '@site-chrome/webpack/src/shared-singletons';
import { runWebpack } from './run-webpack';

/*
 * `npm run build:runtime-skew`: the fixtures of e2e/chaos/runtime-skew.spec.ts, built with real published
 * releases of @module-federation/enhanced (npm aliases in package.json, never a patched copy). For each
 * release: a probe remote named `header` built the way ours are (`runtime: 'external'`, with its own
 * runtime script), and a page built the standard way that loads our real header and footer. Small on
 * purpose: the probe takes React and the store from the page, the page is not minified (its bytes are not
 * what the suite measures; the remotes' are).
 */

const repositoryRoot = path.resolve(__dirname, '..');
const fixtureRoot = path.join(repositoryRoot, 'e2e/runtime-skew');
const hostDemoDirectory = path.join(repositoryRoot, 'host-demo');

type FederationPlugin = new (options: Record<string, unknown>) => webpack.WebpackPluginInstance;

/** A release's own copy of one federation package, installed under its alias. */
function federationPackage(release: SkewedFederationVersion, name: string): string {
  const directory = path.join(repositoryRoot, 'node_modules', release.alias, 'node_modules', name);
  if (!existsSync(directory)) throw new Error(`${release.alias} has no ${name} of its own (${directory})`);
  return directory;
}

function releaseFederationPlugin(release: SkewedFederationVersion): FederationPlugin {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the release is chosen at run time
  return (require(`${release.alias}/webpack`) as { ModuleFederationPlugin: FederationPlugin })
    .ModuleFederationPlugin;
}

/** Our modules that import the federation packages take this release's copies, as a remote built with it would. */
function releaseAliases(release: SkewedFederationVersion): Record<string, string> {
  // The packages it imports (runtime, runtime-core, sdk) resolve from its own folder to the release's copies.
  const bundlerRuntime = '@module-federation/webpack-bundler-runtime';
  return { [bundlerRuntime]: federationPackage(release, bundlerRuntime) };
}

/** The page-wide singletons of webpack/src/shared-singletons.ts, with the demo page's ranges. */
function singletons(options: { eager: boolean; importFromPageOnly: boolean }) {
  const all = createSharedSingletons(hostDemoDirectory, { eager: options.eager });
  return Object.fromEntries(
    Object.entries(all)
      .filter(([request]) =>
        singletonPackageNames.some((name) => request === name || request.startsWith(`${name}/`)),
      )
      .filter(([request]) => !request.endsWith('jsx-dev-runtime'))
      .map(([request, config]) => [
        request,
        options.importFromPageOnly ? { ...config, import: false } : config,
      ]),
  );
}

function withOutput(config: Configuration, outputPath: string): Configuration {
  return { ...config, output: { ...config.output, path: outputPath } };
}

function probeRemoteConfigs(release: SkewedFederationVersion): Configuration[] {
  const FederationPlugin = releaseFederationPlugin(release);
  const directories = fixtureDirectories(repositoryRoot, release.version);
  const { experiments } = federationRuntimeOptions('external', true);
  const base = baseConfig({
    appDirectory: fixtureRoot,
    buildName: `${release.version}-remote`,
    mode: 'production',
  });
  const remote: Configuration = {
    ...base,
    name: `probe remote ${release.version}`,
    entry: {},
    output: { ...base.output, path: directories.remote, publicPath: 'auto', uniqueName: 'header' },
    resolve: { ...base.resolve, alias: releaseAliases(release) },
    devtool: false,
    plugins: [
      new FederationPlugin({
        name: 'header',
        filename: 'remoteEntry.js',
        exposes: {
          './Header': path.join(fixtureRoot, 'probe-remote/probe-header.tsx'),
          './mount': path.join(fixtureRoot, 'probe-remote/probe-mount.tsx'),
        },
        shared: singletons({ eager: false, importFromPageOnly: true }),
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        dev: false,
        // 0.x has the external runtime but not the optimisation switches of 2.x.
        experiments: release.version.startsWith('0.') ? { externalRuntime: true } : experiments,
      }),
      replaceBundlerRuntimeWithPagesCopy(),
      // .br and .gz copies as our remotes have: the suite compares the bytes on the wire.
      ...createCompressionPlugins(),
    ],
  };
  const ownRuntime = createOwnRuntimeConfig({ appDirectory: fixtureRoot, version: release.version });
  return [
    remote,
    {
      ...withOutput(ownRuntime, directories.remoteOwnRuntime),
      name: `probe remote's own runtime ${release.version}`,
      resolve: { ...ownRuntime.resolve, alias: releaseAliases(release) },
      devtool: false,
    },
  ];
}

function standardPageConfig(release: SkewedFederationVersion): Configuration {
  const FederationPlugin = releaseFederationPlugin(release);
  const directories = fixtureDirectories(repositoryRoot, release.version);
  const base = baseConfig({
    appDirectory: fixtureRoot,
    buildName: `${release.version}-page`,
    mode: 'production',
  });
  return {
    ...base,
    name: `standard page ${release.version}`,
    entry: { main: path.join(fixtureRoot, 'standard-page/index.tsx') },
    output: { ...base.output, path: directories.page, publicPath: 'auto', uniqueName: 'standardPage' },
    devtool: false,
    optimization: { ...base.optimization, minimize: false },
    plugins: [
      new FederationPlugin({
        name: 'standardPage',
        remotes: {
          header: `header@http://localhost:${appPorts.header}/mf-manifest.json`,
          footer: `footer@http://localhost:${appPorts.footer}/mf-manifest.json`,
        },
        shared: singletons({ eager: true, importFromPageOnly: false }),
        shareStrategy: 'loaded-first',
        dts: false,
        dev: false,
      }),
    ],
  };
}

const pageHtml = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><link rel="icon" href="data:," /><title>A page built with another federation release</title></head>
  <body><div id="root"></div><script src="main.js"></script></body>
</html>
`;

/** One release's fixtures, in this process. */
async function buildRelease(release: SkewedFederationVersion): Promise<void> {
  await runWebpack([...probeRemoteConfigs(release), standardPageConfig(release)]);
  writeFileSync(path.join(fixtureDirectories(repositoryRoot, release.version).page, 'index.html'), pageHtml);
}

/**
 * Every release's fixtures, each in a process of its own, side by side: two releases of the federation
 * plugin in one process refuse each other (both register webpack serializers under the same names).
 */
async function buildRuntimeSkewFixtures(): Promise<void> {
  const started = Date.now();
  const results = await Promise.all(
    skewedFederationVersions.map(
      (release) =>
        new Promise<number>((resolve) => {
          const child = fork(__filename, [release.version], { execArgv: ['-r', 'esbuild-register'] });
          child.on('exit', (code) => resolve(code ?? 1));
        }),
    ),
  );
  if (results.some((code) => code !== 0)) throw new Error('a runtime-skew fixture build failed (above)');
  console.log(
    `Built the runtime-skew fixtures (${skewedFederationVersions.map(({ version }) => version).join(', ')}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

if (require.main === module) {
  const version = process.argv[2];
  const release = skewedFederationVersions.find((candidate) => candidate.version === version);
  if (version && !release) throw new Error(`no runtime-skew fixture for federation ${version}`);
  (release ? buildRelease(release) : buildRuntimeSkewFixtures()).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
