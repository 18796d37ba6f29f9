export { remoteMenuConfigPath, remoteMenuConfigQueryOptions } from './remote-menu-config';
