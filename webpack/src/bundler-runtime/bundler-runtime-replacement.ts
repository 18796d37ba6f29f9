import { NormalModuleReplacementPlugin } from 'webpack';
import { moduleFile } from '../module-file';

// The federation plugin's generated entry imports the bundler runtime by its absolute file path: `bundler.js`
// in 2.x, `index.esm.js` in 0.x (the runtime-skew fixtures build a remote with 0.24).
const bundlerEntryPattern =
  /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/](?:bundler|index\.esm)\.js$/;

/**
 * For remotes built with `runtime: 'external'`: replaces the bundler runtime the federation plugin puts
 * in every remoteEntry.js with the copy the page's provider publishes (publish-bundler-runtime-plugin.ts).
 */
export function replaceBundlerRuntimeWithPagesCopy(): NormalModuleReplacementPlugin {
  return new NormalModuleReplacementPlugin(
    bundlerEntryPattern,
    moduleFile(__dirname, 'bundler-runtime-from-page'),
  );
}
