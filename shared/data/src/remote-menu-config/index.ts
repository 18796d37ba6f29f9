export {
  getRemoteMenuConfig,
  remoteMenuConfigPath,
  remoteMenuConfigQueryOptions,
  remoteMenuConfigRetries,
  remoteMenuConfigRetryDelayMs,
  useRemoteMenuConfig,
} from './remote-menu-config';
export type { RemoteMenuConfigParams, UseRemoteMenuConfigOptions } from './remote-menu-config';
