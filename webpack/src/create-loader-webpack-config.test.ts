/** @jest-environment node */
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { createLoaderWebpackConfig } from './create-loader-webpack-config';
import { createWebpackConfig } from './create-webpack-config';

const headerDirectory = path.resolve(__dirname, '../../remote-header');

describe('given the loader built beside the header', () => {
  const loader = createLoaderWebpackConfig({
    appDirectory: headerDirectory,
    federation: { name: 'site_chrome_loader', runtime: 'provide' },
    entry: './src/loader/index.ts',
    buildValues: { __LOADER_VALUE__: { answer: 42 } },
  });
  const header = createWebpackConfig({
    appDirectory: headerDirectory,
    federation: { name: 'header', exposes: { './mount': './src/exposed/mount.ts' }, runtime: 'external' },
    title: 'Header remote',
    standalonePage: { loaderUrl: '/loader.js', parts: ['header'] },
  });

  it('writes loader.js into a folder of its own, with its chunks under loader/', () => {
    expect(loader.output?.path).toBe(path.join(headerDirectory, 'build', 'loader'));
    expect(loader.entry).toEqual({ loader: './src/loader/index.ts' });
    expect(loader.output?.filename).toBe('[name].js');
    expect(loader.output?.chunkFilename).toBe('loader/[name].[contenthash:8].js');
  });

  it('the header remote writes into another folder, and each empties only its own', () => {
    expect(header.output?.path).toBe(path.join(headerDirectory, 'build', 'app'));
    expect(loader.output?.clean).toBe(true);
    expect(header.output?.clean).toBe(true);
  });

  it('serves no page of its own: the header\u2019s index.html is the only page on the origin', () => {
    expect(loader.plugins?.some((plugin) => plugin instanceof HtmlWebpackPlugin)).toBe(false);
    expect(header.plugins?.filter((plugin) => plugin instanceof HtmlWebpackPlugin)).toHaveLength(1);
  });

  it('the header remote has no entry of its own: it runs on the runtime a page provides', () => {
    expect(header.entry).toEqual({});
  });
});

describe('given a build that exposes modules', () => {
  it('refuses to provide the runtime: only a pure consumer may', () => {
    expect(() =>
      createWebpackConfig({
        appDirectory: headerDirectory,
        federation: { name: 'header', exposes: { './mount': './src/exposed/mount.ts' }, runtime: 'provide' },
        title: 'Header remote',
      }),
    ).toThrow("runtime 'provide' is for pure consumers");
  });
});
