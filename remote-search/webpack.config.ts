import { createWebpackConfig } from '@site-chrome/webpack';
import { federationConfig } from './module-federation.config';

export default (mode: 'production' | 'development' = 'production') =>
  createWebpackConfig({
    appDirectory: __dirname,
    federation: federationConfig,
    title: 'Search remote',
    mode,
  });
