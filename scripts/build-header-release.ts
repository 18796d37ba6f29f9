import path from 'node:path';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import { remoteApps } from './apps';
import { runWebpack } from './run-webpack';

/** Where the second build goes: beside the header's own builds, never in its served dist/. */
export const nextHeaderReleaseDirectory = path.resolve(
  __dirname,
  '..',
  'remote-header',
  'build',
  'next-release',
);

const pluginNamed = (name: string) => (plugin: unknown) =>
  (plugin as WebpackPluginInstance | undefined)?.constructor.name === name;

/**
 * A second release of the header ("N+1") for the rolling-deploy chaos test: the header's own production
 * build (the same config, so the same chunks, integrity and federation entry), with `SITE_CHROME_RELEASE`
 * (default `next`) as webpack's `hashSalt`, so every hashed file gets a new name, the worst case for a
 * deploy: no file of build N is served under the same name by N+1. Only what the test needs: no generated
 * types, no `.br`/`.gz` copies, no source maps (about 20 s instead of 45 s on one core).
 */
export async function buildNextHeaderRelease(release = process.env.SITE_CHROME_RELEASE ?? 'next') {
  const header = remoteApps.find((app) => app.folder === 'remote-header');
  const [app] = header?.loadConfigs('production') ?? [];
  if (!app?.plugins) throw new Error('the header remote has no production build config');
  const federation = app.plugins.find(pluginNamed('ModuleFederationPlugin')) as
    { _options: { dts?: unknown } } | undefined;
  if (!federation) throw new Error('the header build has no ModuleFederationPlugin');
  // The federation plugin reads its options when the compiler runs: its types are not this test's business.
  federation._options = { ...federation._options, dts: false };
  const config: Configuration = {
    ...app,
    devtool: false,
    output: { ...app.output, path: nextHeaderReleaseDirectory, hashSalt: release },
    plugins: app.plugins.filter((plugin) => !pluginNamed('CompressionPlugin')(plugin)),
  };
  await runWebpack([config]);
}

if (require.main === module) {
  const started = Date.now();
  buildNextHeaderRelease()
    .then(() =>
      console.log(
        `Built the header's next release into ${path.relative(process.cwd(), nextHeaderReleaseDirectory)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      ),
    )
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
