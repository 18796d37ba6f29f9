import webpack, { type Configuration, type MultiStats, type Stats } from 'webpack';

/** Runs one or more webpack builds to completion and fails loudly on any compilation error. */
export function runWebpack(configs: Configuration[]): Promise<void> {
  const compiler = webpack(configs);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (!stats) return reject(new Error('webpack returned no stats'));
      reportStats(stats);
      if (stats.hasErrors()) return reject(new Error('webpack build failed (errors above)'));
      resolve();
    });
  });
}

function reportStats(stats: MultiStats | Stats) {
  const text = stats.toString({ colors: process.stdout.isTTY, preset: 'errors-warnings' });
  if (text.trim()) console.log(text);
}
