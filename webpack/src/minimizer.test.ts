/** @jest-environment node */
import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import { baseConfig } from './base-config';
import { createMinimizer } from './minimizer';

type MinimizerOptions = { implementation: unknown; options: Record<string, unknown> };
const minimizerOf = (plugin: unknown) =>
  (plugin as { options: { minimizer: MinimizerOptions } }).options.minimizer;

// A module as webpack wraps it: its own names are local, so they can be shortened.
const source = `
  /*! kept: a licence */
  (function (module) {
    // dropped: a note for the reader
    function priceLabel(value, currency) {
      const unused = value * 2;
      if (value === undefined) return 'no price';
      return currency + ' ' + value.toFixed(2);
    }
    module.exports = [priceLabel(1.5, 'USDT'), priceLabel(undefined, 'BTC')];
  })(module);
`;

describe('the production minifier', () => {
  it('every build of the factory minifies with it', () => {
    const config = baseConfig({
      appDirectory: path.resolve(__dirname, '../../remote-footer'),
      buildName: 'app',
      mode: 'production',
    });
    const [minimizer] = config.optimization?.minimizer ?? [];
    expect(minimizer).toBeInstanceOf(TerserPlugin);
    expect(minimizerOf(minimizer).implementation).toBe(TerserPlugin.swcMinify);
  });

  it('keeps what the code does, drops the notes and dead code, and leaves licences to their own file', async () => {
    const { options } = minimizerOf(createMinimizer());
    const result = await TerserPlugin.swcMinify({ 'price.js': source }, undefined, options, true);
    const code = result.code ?? '';
    expect(code.length).toBeLessThan(source.length / 2);
    expect(code).not.toMatch(/note for the reader|unused|priceLabel/);
    expect(result.extractedComments).toEqual(['/*! kept: a licence */']);
    const module = { exports: undefined as unknown };
    new Function('module', code)(module);
    expect(module.exports).toEqual(['USDT 1.50', 'no price']);
  });
});
