export { remoteMenuConfigQueryOptions } from './remote-menu-config';
