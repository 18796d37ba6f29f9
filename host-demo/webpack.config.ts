import {
  createBundledPageConfig,
  createPreloadScriptConfig,
  createWebpackConfig,
} from '@site-chrome/webpack';
import { federationConfig } from './module-federation.config';

/**
 * Three builds, each into its own folder under build/ and served together from dist/: the demo page, which loads the chrome at run time (federation), its first
 * script /preload.js (no federation, see module-federation.config.ts), and /bundled.html, the same page
 * with the chrome imported at build time, to measure what federation costs.
 */
export default (mode: 'production' | 'development' = 'production') => [
  createWebpackConfig({
    appDirectory: __dirname,
    federation: federationConfig,
    title: 'Site chrome demo',
    mode,
    publicDirectory: true,
  }),
  createPreloadScriptConfig({ appDirectory: __dirname, federation: federationConfig, mode }),
  createBundledPageConfig({
    appDirectory: __dirname,
    entry: './src/bundled/index.tsx',
    title: 'Site chrome demo (bundled)',
    mode,
  }),
];
