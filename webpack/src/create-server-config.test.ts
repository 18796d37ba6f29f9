/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { BannerPlugin, DefinePlugin, type Configuration } from 'webpack';
import { chromeBuildId, withChromeBuildId } from './chrome-build-id';
import { createServerConfig } from './create-server-config';
import { createWebpackConfig } from './create-webpack-config';

const footerDirectory = path.resolve(__dirname, '../../remote-footer');

function definedBuildIds(config: Configuration): unknown[] {
  return (config.plugins ?? [])
    .filter((plugin): plugin is DefinePlugin => plugin instanceof DefinePlugin)
    .map((plugin) => plugin.definitions.__CHROME_BUILD_ID__)
    .filter((value) => value !== undefined);
}

const pluginNames = (config: Configuration) =>
  (config.plugins ?? []).map((plugin) => plugin?.constructor.name);

describe('given a remote built for the browser and for its fragment server', () => {
  const buildId = '1.0.0-0123abcd';
  const server = createServerConfig({ appDirectory: footerDirectory, buildId });
  const browser = withChromeBuildId(
    createWebpackConfig({
      appDirectory: footerDirectory,
      federation: {
        name: 'footer',
        exposes: { './Footer': './src/exposed/footer.tsx' },
        runtime: 'external',
      },
      title: 'Footer remote',
    }),
    buildId,
  );

  it('builds the fragment server for Node, as CommonJS, into build/server/, from src/server/fragment-server.ts', () => {
    expect(server.target).toBe('node');
    expect(server.entry).toEqual({ 'fragment-server': './src/server/fragment-server.ts' });
    expect(server.output?.path).toBe(path.join(footerDirectory, 'build', 'server'));
    expect(server.output?.library).toEqual({ type: 'commonjs2' });
  });

  it('compiles with the browser build’s rules (the same swc rule, so the same styled-components ids)', () => {
    // A rule's `use` may be a function of the file (the swc rule's options depend on the file's workspace):
    // compared by what it gives for a component of the remote.
    const resource = path.join(footerDirectory, 'src/exposed/footer.tsx');
    const applied = (config: Configuration) =>
      (config.module?.rules ?? []).map((rule) =>
        rule && typeof rule === 'object' && typeof rule.use === 'function'
          ? { ...rule, use: rule.use({ resource } as never) }
          : rule,
      );
    expect(applied(server)).toEqual(expect.arrayContaining(applied(browser)));
  });

  it('has no federation, no compressed copies and no page', () => {
    const names = pluginNames(server);
    expect(names.some((name) => /Federation|Compression/.test(name ?? ''))).toBe(false);
    expect(server.plugins?.some((plugin) => plugin instanceof HtmlWebpackPlugin)).toBe(false);
    expect(pluginNames(browser).some((name) => /Federation/.test(name ?? ''))).toBe(true);
  });

  it('defines the same build id in both builds', () => {
    expect(definedBuildIds(server)).toEqual([JSON.stringify(buildId)]);
    expect(definedBuildIds(browser)).toEqual([JSON.stringify(buildId)]);
  });

  it('keeps node_modules packages as requires and compiles our workspace packages in', async () => {
    const externals = server.externals as [
      (data: { request?: string }, callback: (error?: Error, result?: string) => void) => void,
    ];
    const resolve = (request: string) =>
      new Promise<string | undefined>((done) => externals[0]({ request }, (_error, result) => done(result)));

    expect(await resolve('react-dom/server')).toBe('commonjs react-dom/server');
    expect(await resolve('@tanstack/react-query')).toBe('commonjs @tanstack/react-query');
    expect(await resolve('@site-chrome/runtime/server')).toBeUndefined();
    expect(await resolve('@site-chrome/server')).toBeUndefined();
    expect(await resolve('./parts')).toBeUndefined();
  });

  it('gives images the browser build’s names without writing them again', () => {
    expect(server.output?.assetModuleFilename).toBe(browser.output?.assetModuleFilename);
    expect(server.module?.generator).toMatchObject({ 'asset/resource': { emit: false } });
  });
});

describe('the build id', () => {
  let folder: string;
  beforeEach(() => (folder = mkdtempSync(path.join(tmpdir(), 'chrome-build-id-'))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  function app(name: string, files: Record<string, string>, version = '1.2.3'): string {
    const directory = path.join(folder, name);
    mkdirSync(path.join(directory, 'src'), { recursive: true });
    writeFileSync(path.join(directory, 'package.json'), JSON.stringify({ version }));
    for (const [file, content] of Object.entries(files))
      writeFileSync(path.join(directory, 'src', file), content);
    return directory;
  }

  it('is the version and a short hash, the same for the same sources wherever they sit', () => {
    const one = chromeBuildId(app('one', { 'a.ts': 'export const a = 1;' }));
    const other = chromeBuildId(app('other', { 'a.ts': 'export const a = 1;' }));

    expect(one).toMatch(/^1\.2\.3-[0-9a-f]{8}$/);
    expect(other).toBe(one);
  });

  it('changes with a source file or the version, not with a test file', () => {
    const base = chromeBuildId(app('base', { 'a.ts': 'export const a = 1;' }));

    expect(chromeBuildId(app('edited', { 'a.ts': 'export const a = 2;' }))).not.toBe(base);
    expect(chromeBuildId(app('bumped', { 'a.ts': 'export const a = 1;' }, '1.2.4'))).toMatch(/^1\.2\.4-/);
    expect(
      chromeBuildId(app('tested', { 'a.ts': 'export const a = 1;', 'a.test.ts': 'test("x", () => {});' })),
    ).toBe(base);
  });
});

describe("the fragment server's React build", () => {
  /** What the server build's first line leaves in `process.env.NODE_ENV` when the environment sets none. */
  function nodeEnvironmentAtStart(mode: 'production' | 'development'): unknown {
    const config = createServerConfig({ appDirectory: footerDirectory, buildId: 'x', mode });
    const banner = config.plugins?.find((plugin) => plugin instanceof BannerPlugin) as
      BannerPlugin | undefined;
    const text = (banner?.options as { banner: string }).banner;
    const environment: Record<string, string | undefined> = {};
    new Function('process', text)({ env: environment });
    return environment.NODE_ENV;
  }

  it('is the build mode: a development build (npm run dev) calls jsxDEV, which only the development React has', () => {
    expect(nodeEnvironmentAtStart('production')).toBe('production');
    expect(nodeEnvironmentAtStart('development')).toBe('development');
  });
});
