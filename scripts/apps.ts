import path from 'node:path';
import type { Configuration } from 'webpack';
import { appPorts, fragmentServerPorts } from '@site-chrome/rules/ports';
import { assembleServedFolder } from './served-folder';

export type Mode = 'production' | 'development';

export interface AppDescription {
  folder: string;
  label: string;
  port: number;
  /** Absolute path of the folder the app's origin serves, assembled from its builds (`assembleDist`). */
  distDirectory: string;
  /** A folder the app's origin also serves, under `/deployed/`: where scripts/deploy.ts publishes in tests. */
  deployedDirectory: string;
  /**
   * The app's builds, each named and each writing to a folder of its own (the header has two: the remote
   * and /loader.js). Loaded lazily: the host's config reads environment the build sets just before.
   */
  loadConfigs: (mode: Mode) => Configuration[];
  /** Copies the output folders of `configs` (this app's builds) into `distDirectory`. */
  assembleDist: (configs: readonly Configuration[]) => void;
  /**
   * The remote's fragment server (issue 33): its built script (never in `dist/`) and the ports of its
   * processes (one each, issue 40), behind the origin's `/fragment/`. Only the header and the footer render
   * on the server.
   */
  fragmentServer?: { script: string; ports: readonly number[] };
}

const repositoryRoot = path.resolve(__dirname, '..');

function describe(
  folder: string,
  label: string,
  port: number,
  fragmentPorts?: readonly number[],
): AppDescription {
  const appDirectory = path.join(repositoryRoot, folder);
  return {
    ...(fragmentPorts === undefined
      ? {}
      : {
          fragmentServer: {
            script: path.join(appDirectory, 'build', 'server', 'fragment-server.js'),
            ports: fragmentPorts,
          },
        }),
    folder,
    label,
    port,
    distDirectory: path.join(appDirectory, 'dist'),
    deployedDirectory: path.join(appDirectory, 'deployed'),
    loadConfigs: (mode) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- config modules are loaded on demand
      const module = require(path.join(appDirectory, 'webpack.config.ts')) as {
        default: (mode: Mode) => Configuration | Configuration[];
      };
      const configs = [module.default(mode)].flat();
      return configs.map((config) => ({ ...config, name: config.name ?? folder }));
    },
    assembleDist: (configs) => {
      assembleServedFolder(
        path.join(appDirectory, 'dist'),
        configs.map((config) => {
          if (!config.output?.path) throw new Error(`${folder}: a build without output.path`);
          return config.output.path;
        }),
      );
    },
  };
}

export const remoteApps: AppDescription[] = [
  describe('remote-header', 'header remote', appPorts.header, fragmentServerPorts.header),
  describe('remote-footer', 'footer remote', appPorts.footer, fragmentServerPorts.footer),
  describe('remote-search', 'search remote', appPorts.search),
];

export const hostApp: AppDescription = describe('host-demo', 'demo host + mock API', appPorts.host);

/** Remote container name of each remote app, as the host's runtime map knows them. */
export const remoteNameByFolder: Record<string, string> = {
  'remote-header': 'header',
  'remote-footer': 'footer',
  'remote-search': 'search',
};
