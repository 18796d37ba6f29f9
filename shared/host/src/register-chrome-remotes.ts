import { registerRemotes } from '@module-federation/enhanced/runtime';
import { providePageRemoteLoader } from '@site-chrome/runtime';
import { loadRemoteModule, type ExposedModuleId } from './load-remote-module';
import { remoteNames } from './remote-names';
import type { RemoteMap } from './remote-map';

/**
 * Registers the chrome's remotes with the page's federation runtime and lets remotes load each other's
 * modules through the page (the header's Search opens AggregatedSearch): what a page that provides the
 * runtime does once at start, before anything is loaded.
 */
export function registerChromeRemotes(map: RemoteMap): void {
  registerRemotes(remoteNames.map((name) => ({ name, entry: map[name] })));
  providePageRemoteLoader((id) => loadRemoteModule(id as ExposedModuleId));
}
