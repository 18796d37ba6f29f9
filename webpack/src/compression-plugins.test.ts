/** @jest-environment node */
import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import { createLoaderWebpackConfig } from './create-loader-webpack-config';
import { createWebpackConfig } from './create-webpack-config';

const footerDirectory = path.resolve(__dirname, '../../remote-footer');
const headerDirectory = path.resolve(__dirname, '../../remote-header');

type Options = { filename?: unknown; algorithm?: unknown; test?: RegExp };

function compressionOutputs(plugins: unknown[] | undefined): Options[] {
  return (plugins ?? [])
    .filter((plugin): plugin is CompressionPlugin => plugin instanceof CompressionPlugin)
    .map((plugin) => (plugin as unknown as { options: Options }).options);
}

const footer = (mode: 'production' | 'development') =>
  createWebpackConfig({
    appDirectory: footerDirectory,
    federation: { name: 'footer', exposes: { './Footer': './src/exposed/footer.tsx' }, runtime: 'external' },
    title: 'Footer remote',
    mode,
  });

describe('compressed copies of the build', () => {
  it('a production build writes a brotli and a gzip copy of JS, CSS, JSON and HTML', () => {
    const outputs = compressionOutputs(footer('production').plugins);
    expect(outputs.map(({ filename, algorithm }) => [filename, algorithm])).toEqual([
      ['[path][base].br', 'brotliCompress'],
      ['[path][base].gz', 'gzip'],
    ]);
    for (const { test } of outputs) {
      for (const file of ['remoteEntry.js', 'styles.css', 'mf-manifest.json', 'index.html'])
        expect(test?.test(file)).toBe(true);
      expect(test?.test('logo.png')).toBe(false);
    }
  });

  it('a development build compresses nothing: the dev server rebuilds too often for it to pay', () => {
    expect(compressionOutputs(footer('development').plugins)).toEqual([]);
  });

  it('the plain-page loader is compressed like the remote it ships with', () => {
    const loader = createLoaderWebpackConfig({
      appDirectory: headerDirectory,
      federation: { name: 'site_chrome_loader', runtime: 'provide' },
      entry: './src/loader/index.ts',
      buildValues: {},
    });
    expect(compressionOutputs(loader.plugins)).toHaveLength(2);
  });
});
