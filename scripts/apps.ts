import path from 'node:path';
import type { Configuration } from 'webpack';
import { appPorts } from '@site-chrome/dev/demo/local-ports';

export type Mode = 'production' | 'development';

export interface AppDescription {
  folder: string;
  label: string;
  port: number;
  /** Absolute path of the app's build output. */
  distDirectory: string;
  /**
   * The app's builds, each named (the header has two: the remote and /loader.js, both into its dist/).
   * Loaded lazily: the host's config reads environment the build sets just before.
   */
  loadConfigs: (mode: Mode) => Configuration[];
}

const repositoryRoot = path.resolve(__dirname, '..');

function describe(folder: string, label: string, port: number): AppDescription {
  const appDirectory = path.join(repositoryRoot, folder);
  return {
    folder,
    label,
    port,
    distDirectory: path.join(appDirectory, 'dist'),
    loadConfigs: (mode) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- config modules are loaded on demand
      const module = require(path.join(appDirectory, 'webpack.config.ts')) as {
        default: (mode: Mode) => Configuration | Configuration[];
      };
      const configs = [module.default(mode)].flat();
      return configs.map((config) => ({ ...config, name: config.name ?? folder }));
    },
  };
}

export const remoteApps: AppDescription[] = [
  describe('remote-header', 'header remote', appPorts.header),
  describe('remote-footer', 'footer remote', appPorts.footer),
  describe('remote-search', 'search remote', appPorts.search),
];

export const hostApp: AppDescription = describe('host-demo', 'demo host + mock API', appPorts.host);

/** Remote container name of each remote app, as the host's runtime map knows them. */
export const remoteNameByFolder: Record<string, string> = {
  'remote-header': 'header',
  'remote-footer': 'footer',
  'remote-search': 'search',
};
