import { logError, type MountFunction } from '@site-chrome/runtime';
import { loadRemoteModule } from '../load-remote-module';
import { registerChromeRemotes } from '../register-chrome-remotes';
import { chromeParts, type ChromePart } from './chrome-parts';
import { loaderRemoteMap } from './loader-remote-map';
import type { LoaderSettings } from './loader-settings';

export interface LoaderContext {
  settings: LoaderSettings;
  /** The folder URL loader.js was served from; relative defaults resolve against it. */
  loaderBaseUrl: string;
  /** The page's query string, for `?remote.<name>=` overrides. */
  search: string;
}

let registered = false;

/** Registers the remotes once per page, with the runtime map as it stands when the first part is mounted. */
function registerOnce(context: LoaderContext) {
  if (registered) return;
  registered = true;
  const map = loaderRemoteMap(context.settings, context.loaderBaseUrl, context.search);
  registerChromeRemotes(map);
}

/**
 * Loads a part's mount function from its remote. This module is the loader's async boundary: by the
 * time it runs, the loader's React, store and the rest of `@site-chrome/runtime` are the page's shared
 * instances, so every remote mounted afterwards uses them. A remote that fails is logged once by the
 * fallback contract (`@site-chrome/runtime/loading`), and resolves undefined here.
 */
export async function loadMountFunction(
  part: ChromePart,
  context: LoaderContext,
): Promise<MountFunction | undefined> {
  registerOnce(context);
  const { module, mountExport, codeExport } = chromeParts[part];
  const result = await loadRemoteModule<Record<string, unknown>>(module);
  if (result.status !== 'ready') return undefined;
  const mount = result.value[mountExport];
  if (typeof mount !== 'function') {
    logError('loader', `${module} has no ${mountExport} function; showing the "${part}" fallback.`);
    return undefined;
  }
  // The part's own chunk first (`codeExport`): a failure was reported once where it happened.
  const loadCode = codeExport === undefined ? undefined : result.value[codeExport];
  if (typeof loadCode === 'function') {
    const code = (await loadCode()) as { status?: unknown } | undefined;
    if (code?.status !== 'ready') return undefined;
  }
  return mount as MountFunction;
}
