/** @jest-environment node */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import webpack, { type Compiler, type WebpackPluginInstance } from 'webpack';
import { createWebpackConfig } from './create-webpack-config';
import { ManifestIntegrityPlugin, subresourceIntegrity } from './manifest-integrity-plugin';

/** Stands in for the federation plugin's manifest step: a manifest emitted at OPTIMIZE_TRANSFER. */
class ManifestLikeTheFederationPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FederationManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FederationManifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          const manifest = { metaData: { publicPath: 'auto' }, exposes: [], shared: [] };
          compilation.emitAsset('mf-manifest.json', new webpack.sources.RawSource(JSON.stringify(manifest)));
        },
      );
    });
  }
}

let directory: string;

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'manifest-integrity-'));
  writeFileSync(path.join(directory, 'entry.js'), "import('./lazy').then((lazy) => lazy.run());\n");
  writeFileSync(path.join(directory, 'lazy.js'), "export function run() { return 'lazy chunk'; }\n");
});

afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

/** A production build of two scripts into `directory/dist`, with `plugins` in that order. */
function build(plugins: WebpackPluginInstance[]): Promise<webpack.Stats> {
  const compiler = webpack({
    mode: 'production',
    context: directory,
    entry: { remoteEntry: './entry.js' },
    devtool: 'source-map',
    output: {
      path: path.join(directory, 'dist'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      publicPath: 'auto',
    },
    plugins,
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error ?? new Error('no stats'));
      else resolve(stats);
    });
  });
}

const written = (file: string) => readFileSync(path.join(directory, 'dist', file));
const manifestOnDisk = () => JSON.parse(written('mf-manifest.json').toString()) as Record<string, unknown>;

describe('given a remote build with a federation manifest', () => {
  it('when it is built, the manifest lists every script with the sha384 of the bytes written', async () => {
    const stats = await build([new ManifestLikeTheFederationPlugin(), new ManifestIntegrityPlugin()]);

    expect(stats.hasErrors()).toBe(false);
    const scripts = readdirSync(path.join(directory, 'dist')).filter((file) => file.endsWith('.js'));
    expect(scripts).toHaveLength(2);
    expect(manifestOnDisk().integrity).toEqual(
      Object.fromEntries(scripts.map((file) => [file, subresourceIntegrity(written(file))])),
    );
    for (const value of Object.values(manifestOnDisk().integrity as object)) {
      expect(value).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    }
    // The runtime's own fields are kept as they were.
    expect(manifestOnDisk()).toMatchObject({ metaData: { publicPath: 'auto' }, exposes: [], shared: [] });
  });

  it('when compressed copies are made after it, the manifest’s copy holds the hashes', async () => {
    await build([
      new ManifestLikeTheFederationPlugin(),
      new ManifestIntegrityPlugin(),
      new CompressionPlugin({
        test: /\.json$/,
        algorithm: 'gzip',
        filename: '[path][base].gz',
        minRatio: Infinity,
      }),
    ]);

    expect(gunzipSync(written('mf-manifest.json.gz')).toString()).toBe(
      written('mf-manifest.json').toString(),
    );
    expect(manifestOnDisk().integrity).toBeDefined();
  });

  it('when the plugin is placed before the federation plugin, the build fails and says so', async () => {
    const stats = await build([new ManifestIntegrityPlugin(), new ManifestLikeTheFederationPlugin()]);

    expect(stats.compilation.errors.map((error) => error.message)).toEqual([
      expect.stringContaining(
        'no mf-manifest.json to write integrity into: the plugin must come after the federation plugin',
      ),
    ]);
  });
});

describe('given the configs the apps are built with', () => {
  const pluginNames = (config: webpack.Configuration) =>
    (config.plugins ?? []).map((plugin) => (plugin as object).constructor.name);

  it('a remote writes integrity after its manifest is made and before the compressed copies', () => {
    const footer = createWebpackConfig({
      appDirectory: path.resolve(__dirname, '../../remote-footer'),
      federation: {
        name: 'footer',
        exposes: { './Footer': './src/exposed/footer.tsx' },
        runtime: 'external',
      },
      title: 'Footer remote',
    });

    const names = pluginNames(footer);
    const integrityAt = names.indexOf('ManifestIntegrityPlugin');
    expect(names.indexOf('ModuleFederationPlugin')).toBeLessThan(integrityAt);
    expect(names.indexOf('ChunkIntegrityPlugin')).toBeGreaterThan(-1);
    expect(names.indexOf('CompressionPlugin')).toBeGreaterThan(integrityAt);
  });

  it('a page that only loads remotes (the demo host) writes no manifest and has none to add to', () => {
    const host = createWebpackConfig({
      appDirectory: path.resolve(__dirname, '../../host-demo'),
      federation: { name: 'host', runtime: 'provide' },
      title: 'Host',
    });

    expect(pluginNames(host)).not.toContain('ManifestIntegrityPlugin');
    expect(pluginNames(host)).not.toContain('ChunkIntegrityPlugin');
  });
});
