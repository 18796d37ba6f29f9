/** @jest-environment node */
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import { createBundledPageConfig } from './create-bundled-page-config';
import { createPreloadScriptConfig } from './create-preload-script-config';
import type { AppFederationConfig } from './app-federation-config';
import { createWebpackConfig } from './create-webpack-config';
import { PagePreloadTagsPlugin } from './page-preload-tags-plugin';

const hostDirectory = path.resolve(__dirname, '../../host-demo');

const hostFederation: AppFederationConfig = {
  name: 'host',
  runtime: 'provide',
  eagerShared: true,
  preloadManifests: ['http://localhost:3001/mf-manifest.json'],
  preloadScript: './src/preload.ts',
};

const has = (config: Configuration, type: abstract new (...args: never[]) => unknown) =>
  (config.plugins ?? []).some((plugin) => plugin instanceof type);

describe('given the demo host with its preload script and its bundled comparison page', () => {
  const host = createWebpackConfig({
    appDirectory: hostDirectory,
    federation: hostFederation,
    title: 'Demo',
  });
  const preload = createPreloadScriptConfig({ appDirectory: hostDirectory, federation: hostFederation });
  const bundled = createBundledPageConfig({
    appDirectory: hostDirectory,
    entry: './src/bundled/index.tsx',
    title: 'Demo (bundled)',
  });

  it('the federated page puts its preload tags in its HTML', () => {
    expect(has(host, PagePreloadTagsPlugin)).toBe(true);
  });

  it('the preload script is a build without federation, so it carries no runtime and no shared packages', () => {
    expect(preload.entry).toEqual({ preload: './src/preload.ts' });
    expect(preload.output?.filename).toBe('[name].js');
    expect(has(preload, ModuleFederationPlugin)).toBe(false);
    expect(has(preload, HtmlWebpackPlugin)).toBe(false);
  });

  it('the bundled page is a build without federation, with its own HTML and hashed scripts under bundled/', () => {
    expect(has(bundled, ModuleFederationPlugin)).toBe(false);
    expect(bundled.output?.filename).toBe('bundled/[name].[contenthash:8].js');
    const pages = (bundled.plugins ?? []).filter((plugin) => plugin instanceof HtmlWebpackPlugin);
    expect(pages).toHaveLength(1);
  });

  it('each build writes a folder of its own under build/, so none can delete another\u2019s files', () => {
    const folders = [host, preload, bundled].map((config) => config.output?.path);
    expect(folders).toEqual(
      ['app', 'preload', 'bundled-page'].map((name) => path.join(hostDirectory, 'build', name)),
    );
    expect([host, preload, bundled].every((config) => config.output?.clean === true)).toBe(true);
  });

  it('the bundled page and the preload script keep the federated page\u2019s script names out of their way', () => {
    expect(bundled.output?.chunkFilename).toBe('bundled/[name].[contenthash:8].js');
    expect(preload.output?.chunkFilename).toBe('preload-[name].js');
    expect(preload.output?.uniqueName).toBe(host.output?.uniqueName);
  });

  it('refuses a preload script config for a host that names no preload script', () => {
    expect(() =>
      createPreloadScriptConfig({
        appDirectory: hostDirectory,
        federation: { name: 'host', runtime: 'provide' },
      }),
    ).toThrow('needs federation.preloadScript');
  });
});
