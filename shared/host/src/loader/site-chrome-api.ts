import type { ChromeProps, MountFunction, MountedChrome } from '@site-chrome/runtime';
import { mountSlot } from '../slot/mount-slot';
import { chromeParts, holdsServerMarkup, isChromePart, slotContent, type ChromePart } from './chrome-parts';
import { pageHasDeviceType } from '@site-chrome/rules/device-type';
import { renderPlainFallback } from './plain-fallbacks';

/** Finds a part's mount function; resolves undefined (after logging why) when the part cannot be had. */
export type LoadMountFunction = (part: ChromePart) => Promise<MountFunction | undefined>;

/**
 * Hears each reload of a part's remote (its build was replaced while the page was open and a chunk of the
 * old one was gone: docs/decisions/stale-build-recovery.md); returns the unsubscribe.
 */
export type WatchPartReloads = (part: ChromePart, onReload: () => void) => () => void;

const noReloads: WatchPartReloads = () => () => undefined;

/** `window.siteChrome`: the loader's whole API for pages that are not React. */
export interface SiteChrome {
  /**
   * Mounts a part into an element and returns at once; the part appears when its remote has loaded, or its
   * plain fallback if it cannot, or while it is slower than the fallback deadline (`deadlineMs.fallback`) (the part then
   * replaces the fallback when it arrives). `update` and `unmount` work before that too. An element that
   * holds the part's server-rendered markup (a page composed on a server) keeps it: the part hydrates it when
   * its remote arrives, and no fallback ever replaces it (its links work without the remote).
   */
  mount: (part: ChromePart, element: Element, props?: ChromeProps) => MountedChrome;
}

const nothingMounted: MountedChrome = { update: () => undefined, unmount: () => undefined };

/* The loader cannot count on @site-chrome/runtime being loaded (it may be what failed), so it logs itself. */
function logLoaderError(message: string, detail?: unknown): void {
  if (detail === undefined) console.error(`[site-chrome] loader: ${message}`);
  else console.error(`[site-chrome] loader: ${message}`, detail);
}

function mountPart(
  part: ChromePart,
  element: Element,
  props: ChromeProps,
  loadMountFunction: LoadMountFunction,
  watchReloads: WatchPartReloads,
): MountedChrome {
  // Anything in the slot but the part's fragment (a CDN's or a WAF's error page that an SSI include took with
  // a 200, a fragment without its build) is emptied before anything shows or hydrates it: the part then
  // renders as on any plain page. The warning names the part, never what the slot held.
  if (slotContent(element, part).holds === 'something else') {
    console.warn(`[site-chrome] loader: "${part}" slot held something that is not its fragment; emptied it.`);
    element.replaceChildren();
  }
  // Checked: a page's style may now show the slot (server-composed.html hides a slot holding no fragment
  // until then, so a foreign body is never painted before this script runs).
  element.setAttribute('data-chrome-checked', '');
  // The part's whole life is the one slot's (`mountSlot`), as on a React page; here with plain HTML
  // fallbacks, and the part's server markup kept in place of them (its links work without the remote).
  const { update, unmount } = mountSlot<ChromeProps>(element, {
    name: `"${part}"`,
    load: () => loadMountFunction(part),
    props,
    fallback: {
      show: (latest) => renderPlainFallback(part, element, latest),
      hide: () => element.replaceChildren(),
    },
    holdsServerMarkup: () => holdsServerMarkup(element, part),
    watchReloads: (onReload) => watchReloads(part, onReload),
    report: logLoaderError,
  });
  return { update, unmount };
}

/**
 * Builds the API; `loadMountFunction` is where the federation work happens, outside this file, and
 * `watchReloads` where a part hears that its remote was reloaded from a new build. Default: no reloads.
 */
export function createSiteChrome(
  loadMountFunction: LoadMountFunction,
  watchReloads: WatchPartReloads = noReloads,
): SiteChrome {
  return {
    mount(part, element, props = {}) {
      if (!isChromePart(part)) {
        logLoaderError(
          `unknown part "${String(part)}"; expected one of ${Object.keys(chromeParts).join(', ')}. Nothing was mounted.`,
        );
        return nothingMounted;
      }
      if (!(element instanceof Element)) {
        logLoaderError(`mount("${part}") needs a DOM element to render into; nothing was mounted.`);
        return nothingMounted;
      }
      // Footer spec section 7: no search micro-app on a page with a device_type. Not an error: the app searches.
      if (part === 'search' && pageHasDeviceType()) return nothingMounted;
      return mountPart(part, element, props, loadMountFunction, watchReloads);
    },
  };
}
