import type { ChromeProps, MountFunction, MountedChrome } from '@site-chrome/runtime';
import { loadWithDeadline } from '@site-chrome/runtime/loading';
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

type MountState =
  | { phase: 'loading' }
  // Past the fallback deadline: the fallback is shown while the remote still loads, and gives way if it comes.
  | { phase: 'late' }
  | { phase: 'mounted'; mounted: MountedChrome }
  | { phase: 'fallback' }
  | { phase: 'unmounted' };

const nothingMounted: MountedChrome = { update: () => undefined, unmount: () => undefined };

/* The loader cannot count on @site-chrome/runtime being loaded (it may be what failed), so it logs itself. */
function logLoaderError(message: string, detail?: unknown): void {
  if (detail === undefined) console.error(`[site-chrome] loader: ${message}`);
  else console.error(`[site-chrome] loader: ${message}`, detail);
}

function mountPart(
  part: ChromePart,
  element: Element,
  initialProps: ChromeProps,
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
  let props = initialProps;
  let state: MountState = { phase: 'loading' };
  let stopWatching = () => undefined as void;

  // The plain fallback, where the part's server markup is not: that markup is the part itself, styled and
  // in the reader's language, and its links work without the remote; the fallback would be less.
  const drawFallback = () => {
    if (!holdsServerMarkup(element, part)) renderPlainFallback(part, element, props);
  };
  const showFallback = () => {
    state = { phase: 'fallback' };
    drawFallback();
  };
  const stillLoading = () => state.phase === 'loading' || state.phase === 'late';

  // The part threw while rendering (logged by its boundary): its fallback takes the place, as for a part
  // that never loaded. Unmounted on the next task, since React is still committing when it says so.
  const failedToRender = () =>
    setTimeout(() => {
      if (state.phase !== 'mounted') return;
      state.mounted.unmount();
      showFallback();
    });

  // Nothing is logged at the fallback deadline: the remote may still come, and a failure is reported when
  // it happens. The module deadline is loadRemoteModule's; this one only bounds a mount function that
  // never settles.
  const late = () => {
    if (state.phase !== 'loading') return;
    state = { phase: 'late' };
    drawFallback();
  };

  const unmounted = new AbortController();
  loadWithDeadline('module', `"${part}"`, () => loadMountFunction(part), {
    onLate: late,
    signal: unmounted.signal,
  })
    .catch((error: unknown) => {
      if (!stillLoading()) return undefined;
      logLoaderError(`"${part}" could not be loaded; showing its fallback.`, error);
      return undefined;
    })
    .then((mount) => {
      if (!stillLoading()) return;
      if (!mount) return showFallback();
      try {
        // A fallback shown at the deadline gives its place to the part; server markup stays, to be hydrated.
        if (state.phase === 'late' && !holdsServerMarkup(element, part)) element.replaceChildren();
        state = { phase: 'mounted', mounted: mount(element, props, { onRenderError: failedToRender }) };
        stopWatching = watchReloads(part, redrawFromCurrentBuild);
      } catch (error) {
        logLoaderError(`"${part}" failed to mount; showing its fallback.`, error);
        showFallback();
      }
    });

  // The remote was reloaded from its current build: the part is drawn again from it, with the latest props,
  // on the page's store (theme, language and login stay). If the new build's mount cannot be had, its one
  // error is reported where it failed and the part drawn from the old build stays.
  function redrawFromCurrentBuild() {
    void loadMountFunction(part).then((mount) => {
      if (state.phase !== 'mounted' || !mount) return;
      const previous = state.mounted;
      try {
        previous.unmount();
        state = { phase: 'mounted', mounted: mount(element, props, { onRenderError: failedToRender }) };
      } catch (error) {
        logLoaderError(`"${part}" failed to mount from its current build; showing its fallback.`, error);
        showFallback();
      }
    });
  }

  return {
    update(nextProps) {
      // Replaces, like the remotes' own mount functions: the latest props are what a late mount gets.
      props = nextProps;
      if (state.phase === 'mounted') state.mounted.update(nextProps);
      else if (state.phase === 'fallback' || state.phase === 'late') drawFallback();
    },
    unmount() {
      unmounted.abort();
      stopWatching();
      if (state.phase === 'mounted') state.mounted.unmount();
      else if (state.phase === 'fallback' || state.phase === 'late') element.replaceChildren();
      state = { phase: 'unmounted' };
    },
  };
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
