const { rspack } = require('@rspack/core');

rspack(require('./rspack.config.js'), (error, stats) => {
  if (error || stats.hasErrors()) console.error(error ?? stats.toString('errors-only'));
  process.exitCode = error || stats.hasErrors() ? 1 : 0;
});
