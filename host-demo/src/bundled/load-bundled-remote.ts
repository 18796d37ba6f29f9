import type { PageRemoteResult } from '@site-chrome/runtime';

/**
 * The page's remote loader on /bundled.html: the header's Search asks the page for AggregatedSearch,
 * which here is a chunk of the page's own build, fetched when first wanted as the federated page does.
 */
export async function loadBundledRemote<Module>(id: string): Promise<PageRemoteResult<Module>> {
  if (id !== 'search/AggregatedSearch') {
    const reason = `the bundled page imports no "${id}"`;
    console.error(`[site-chrome] bundled page: ${reason}; showing its fallback.`);
    return { status: 'unavailable', reason };
  }
  try {
    const module = (await import('@site-chrome/remote-search/AggregatedSearch')) as Module;
    return { status: 'ready', module };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[site-chrome] bundled page: "${id}" could not be loaded; showing its fallback. ${reason}`);
    return { status: 'unavailable', reason };
  }
}
