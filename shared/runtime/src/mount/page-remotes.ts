import { logErrorOnce } from '../logging/logger';

/**
 * What loading a remote module from the page gave: the module, or why not (already logged once).
 * The same shape as `loadRemoteModule` in `@site-chrome/host`, which is what a page
 * provides here.
 */
export type PageRemoteResult<Module> =
  { status: 'ready'; module: Module } | { status: 'unavailable'; reason: string };

export type PageRemoteLoader = <Module>(id: string) => Promise<PageRemoteResult<Module>>;

let pageRemoteLoader: PageRemoteLoader | undefined;

/**
 * Called once by the page's federation host (the demo host, /loader.js, or a product team's host through
 * `registerChromeRemotes`): remotes built with the page's runtime cannot load other remotes themselves,
 * so a remote that opens another one (the header's Search opens AggregatedSearch) asks the page.
 */
export function providePageRemoteLoader(loader: PageRemoteLoader): void {
  pageRemoteLoader = loader;
}

/**
 * Loads an exposed module of another remote through the page (`'search/AggregatedSearch'`). Never
 * rejects; on a page that provides no loader it logs one error and answers `unavailable`.
 */
export function loadPageRemote<Module>(id: string): Promise<PageRemoteResult<Module>> {
  if (pageRemoteLoader) return pageRemoteLoader<Module>(id);
  const reason = 'this page provides no remote loader (see registerChromeRemotes)';
  logErrorOnce(`page-remote:${id}`, 'site-chrome', `cannot load "${id}": ${reason}; showing its fallback.`);
  return Promise.resolve({ status: 'unavailable', reason });
}
