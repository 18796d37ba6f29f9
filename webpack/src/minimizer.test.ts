/** @jest-environment node */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { baseConfig } from './base-config';
import { productionMinimizing } from './minimizer';

// A module with a licence to keep, a note to drop, and dead code: what the minifier must tell apart.
const entrySource = `/*! kept: a licence */
// dropped: a note for the reader
function priceLabel(value, currency) {
  const unused = value * 2;
  if (value === undefined) return 'no price';
  return currency + ' ' + value.toFixed(2);
}
globalThis.labels = [priceLabel(1.5, 'USDT'), priceLabel(undefined, 'BTC')];
`;
const pageTemplate = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Minified page</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The minify function a TerserPlugin was given (swc's or terser's). */
const minimizerOf = (plugin: unknown) =>
  (plugin as { options: { minimizer: { implementation: { name: string } } } }).options.minimizer;

let directory: string;

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'minimizer-'));
  writeFileSync(path.join(directory, 'entry.js'), entrySource);
  writeFileSync(path.join(directory, 'page.html'), pageTemplate);
});

afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

/** A production build of the entry and its page with the factory's minimizing, in a folder of its own. */
async function build(): Promise<Record<string, string>> {
  const compiler = webpack({
    mode: 'production',
    context: directory,
    entry: { main: './entry.js' },
    output: { path: path.join(directory, 'dist') },
    devtool: 'source-map',
    plugins: [new HtmlWebpackPlugin({ template: './page.html' })],
    optimization: productionMinimizing(),
  });
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve();
    });
  });
  const dist = path.join(directory, 'dist');
  return Object.fromEntries(
    readdirSync(dist).map((file) => [file, readFileSync(path.join(dist, file), 'utf8')]),
  );
}

describe('the production minimizing', () => {
  it('is every build’s in the factory', () => {
    const config = baseConfig({
      appDirectory: path.resolve(__dirname, '../../remote-footer'),
      buildName: 'app',
      mode: 'production',
    });
    expect(config.optimization).toMatchObject(productionMinimizing());
  });

  it('with an older webpack, which refuses options per asset type, it replaces the JavaScript minimizer only', () => {
    let optimization: ReturnType<typeof productionMinimizing> = {};
    jest.isolateModules(() => {
      jest.doMock('webpack', () => ({
        validate: () => {
          throw new Error("configuration.optimization has an unknown property 'minimizeOptions'");
        },
      }));
      optimization = (
        jest.requireActual('./minimizer') as { productionMinimizing: typeof productionMinimizing }
      ).productionMinimizing();
    });
    jest.dontMock('webpack');
    expect(optimization.minimizeOptions).toBeUndefined();
    expect(optimization.minimizer?.map((plugin) => minimizerOf(plugin).implementation.name)).toEqual([
      'swcMinify',
    ]);
  });

  it('shrinks the JavaScript, keeps what it does, and moves its licence to a file of its own', async () => {
    const files = await build();
    const script = files['main.js'] ?? '';
    // The script is a pointer to its licence, one line of code and its source map's address.
    const [banner, code, mapComment, ...rest] = script.split('\n');
    expect(banner).toBe('/*! For license information please see main.js.LICENSE.txt */');
    expect(mapComment).toBe('//# sourceMappingURL=main.js.map');
    expect(rest).toEqual([]);
    expect(code?.length).toBeLessThan(entrySource.length / 2);
    expect(code).not.toMatch(/note for the reader|unused|priceLabel|licence/);
    expect(files['main.js.LICENSE.txt']).toContain('kept: a licence');
    expect(files['main.js.map']).toContain('priceLabel');
    const scope: { labels?: unknown } = {};
    new Function('globalThis', script)(scope);
    expect(scope.labels).toEqual(['USDT 1.50', 'no price']);
  });

  it('minifies the page too: no indentation, no quotes where HTML needs none', async () => {
    const files = await build();
    const page = files['index.html'] ?? '';
    expect(page).toContain('<html lang=en>');
    expect(page).toContain('<div id=root></div>');
    expect(page).not.toMatch(/\n\s+</);
  });
});
