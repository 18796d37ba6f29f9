import { registerRemotes } from '@module-federation/enhanced/runtime';
import { providePageRemoteLoader } from '@site-chrome/runtime';
import { loadRemoteModule, type ExposedModuleId } from './load-remote-module';
import { remoteNames } from './remote-names';
import type { RemoteMap } from './remote-map';

/**
 * Registers the chrome's remotes with the page's federation runtime and lets remotes load each other's
 * modules through the page (the header's Search opens AggregatedSearch): what a page that provides the
 * runtime does once at start, before anything is loaded. Remotes get `{ module }`, the page-remote
 * contract every runtime release since 2.7 has kept.
 */
export function registerChromeRemotes(map: RemoteMap): void {
  registerRemotes(remoteNames.map((name) => ({ name, entry: map[name] })));
  providePageRemoteLoader(async <Module>(id: string) => {
    const outcome = await loadRemoteModule<Module>(id as ExposedModuleId);
    return outcome.status === 'ready' ? { status: 'ready', module: outcome.value } : outcome;
  });
}
