/** @jest-environment node */
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import { createBundledPageConfig } from './create-bundled-page-config';
import { createPreloadScriptConfig } from './create-preload-script-config';
import { createWebpackConfig, type AppFederationConfig } from './create-webpack-config';
import { PagePreloadTagsPlugin } from './page-preload-tags-plugin';

const hostDirectory = path.resolve(__dirname, '../../host-demo');

const hostFederation: AppFederationConfig = {
  name: 'host',
  runtime: 'provide',
  eagerShared: true,
  preloadManifests: ['http://localhost:3001/mf-manifest.json'],
  preloadScript: './src/preload.ts',
};

function keepFunction(config: Configuration): (file: string) => boolean {
  return (config.output?.clean as { keep: (file: string) => boolean }).keep;
}

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

  it('no build deletes the others\u2019 files when it cleans dist/', () => {
    const files = { host: 'main.js', preload: 'preload.js.gz', bundled: 'bundled/main.0123abcd.js' };
    expect(keepFunction(host)(files.preload)).toBe(true);
    expect(keepFunction(host)(files.bundled)).toBe(true);
    expect(keepFunction(host)('bundled.html')).toBe(true);
    expect(keepFunction(host)(files.host)).toBe(false);
    expect(keepFunction(preload)(files.host)).toBe(true);
    expect(keepFunction(preload)(files.preload)).toBe(false);
    expect(keepFunction(bundled)(files.host)).toBe(true);
    expect(keepFunction(bundled)(files.bundled)).toBe(false);
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
