import type { MountFunction, MountedChrome } from '@site-chrome/runtime';
import { loadWithDeadline } from '@site-chrome/runtime/loading';

/**
 * Where a slot stands: `loading` until its part is there, `late` once the fallback deadline passed while it
 * still loads (the fallback shows, and gives way when the part comes), `ready` with the part drawn,
 * `fallback` for good (the remote could not be had, or the part failed to render).
 */
export type SlotStatus = 'loading' | 'late' | 'ready' | 'fallback' | 'unmounted';

/** What stands in for a part that is not there: drawn into the slot's element by the page's own means. */
export interface SlotFallback<Props> {
  /** Draws the fallback, or draws it again with new props. */
  show: (props: Props) => void;
  /** Takes it away, before the part is drawn or when the slot is unmounted. */
  hide: () => void;
}

export interface SlotOptions<Props extends object> {
  /** The part as the page's console names it: `"header"`, `header/Header`. */
  name: string;
  /**
   * What mounts the part, once its remote has loaded: resolves undefined when the remote cannot be had
   * (that failure was reported where it happened: this slot adds nothing), rejects when the page's own code
   * for it failed (reported here, once).
   */
  load: () => Promise<MountFunction<Props> | undefined>;
  props: Props;
  fallback?: SlotFallback<Props>;
  /**
   * Whether the slot holds the part's server markup: that markup is the part, with links that work, so no
   * fallback is drawn over it; the part hydrates it when it comes (`mountChromePart` decides).
   */
  holdsServerMarkup?: () => boolean;
  /**
   * Hears each reload of the part's remote from a newer build (docs/decisions/stale-build-recovery.md);
   * returns the unsubscribe. The slot then draws the part again from the reloaded module.
   */
  watchReloads?: (onReload: () => void) => () => void;
  /** Where the slot's own errors go. Default: the console, with the part's name. */
  report?: (message: string, detail: unknown) => void;
}

/** What the page keeps of a slot. */
export interface ChromeSlot<Props extends object> extends MountedChrome<Props> {
  status: () => SlotStatus;
  /** Hears each change of status (a React wrapper marks its element with it); returns the unsubscribe. */
  subscribe: (listener: (status: SlotStatus) => void) => () => void;
  /**
   * Hands the fallback to whoever draws it now: a slot mounted by the page's entry before its React app
   * arrived gets the app's fallback when the app adopts it (drawn at once if the slot stands in need of it).
   */
  setFallback: (fallback: SlotFallback<Props> | undefined) => void;
}

type SlotState<Props extends object> =
  | { status: 'loading' | 'late' | 'fallback' | 'unmounted' }
  | { status: 'ready'; mounted: MountedChrome<Props> };

const reportToConsole = (message: string, detail: unknown) =>
  console.error(`[site-chrome] ${message}`, detail);

/**
 * Puts one part of the chrome into `element` and owns its whole life, framework-free (`mountChromeSlot` for
 * a page that loads the remotes' components, and /loader.js for the remotes' mount functions, so the timing
 * of a part's hydration is decided here only): loads
 * its remote under the module deadline, shows the fallback at the fallback deadline and lets the part replace
 * it when it comes, hydrates the server's markup or renders afresh (the mount function decides per element),
 * shows the fallback when the part fails to render (its boundary logged it once), draws the part again after
 * its remote was reloaded from a newer build, passes new props on, and unmounts.
 */
export function mountSlot<Props extends object>(
  element: Element,
  options: SlotOptions<Props>,
): ChromeSlot<Props> {
  const { name, load, holdsServerMarkup = () => false } = options;
  const report = options.report ?? reportToConsole;
  const listeners = new Set<(status: SlotStatus) => void>();
  let { fallback, props } = options;
  let state: SlotState<Props> = { status: 'loading' };
  let fallbackShown = false;
  let stopWatching = () => undefined as void;

  const enter = (next: SlotState<Props>) => {
    state = next;
    for (const listener of [...listeners]) listener(next.status);
  };
  const drawFallback = () => {
    if (!fallback || holdsServerMarkup()) return;
    fallback.show(props);
    fallbackShown = true;
  };
  const hideFallback = () => {
    if (!fallbackShown) return;
    fallbackShown = false;
    fallback?.hide();
  };
  const showFallback = () => {
    enter({ status: 'fallback' });
    drawFallback();
  };
  const stillLoading = () => state.status === 'loading' || state.status === 'late';

  // Said by the part's boundary (logged there, once) while React commits: its root goes on the next task,
  // and the fallback takes the place, as for a part that never loaded.
  const failedToRender = () =>
    setTimeout(() => {
      if (state.status !== 'ready') return;
      state.mounted.unmount();
      showFallback();
    });
  const mountWith = (mount: MountFunction<Props>): boolean => {
    try {
      enter({ status: 'ready', mounted: mount(element, props, { onRenderError: failedToRender }) });
      return true;
    } catch (error) {
      report(`${name} failed to mount; showing its fallback.`, error);
      showFallback();
      return false;
    }
  };

  // The remote was reloaded from its current build: the part is drawn again from it with the latest props,
  // on the page's store (theme, language and login stay), in the same task as the old one goes. If the new
  // build's part cannot be had, its one error was reported where it failed and the old part stays.
  const redrawFromCurrentBuild = () => {
    void load().then(
      (mount) => {
        if (state.status !== 'ready' || !mount) return;
        state.mounted.unmount();
        mountWith(mount);
      },
      (error: unknown) => report(`${name} could not be loaded from its current build.`, error),
    );
  };

  const unmounted = new AbortController();
  // The module deadline bounds a load that never settles (loadRemoteModule has its own too); nothing is
  // logged at the fallback deadline: the part may still come, and a failure is reported when it happens.
  loadWithDeadline('module', name, load, {
    onLate: () => {
      if (state.status !== 'loading') return;
      enter({ status: 'late' });
      drawFallback();
    },
    signal: unmounted.signal,
  })
    .catch((error: unknown) => {
      if (stillLoading()) report(`${name} could not be loaded; showing its fallback.`, error);
      return undefined;
    })
    .then((mount) => {
      if (!stillLoading()) return;
      if (!mount) return showFallback();
      hideFallback();
      if (mountWith(mount) && options.watchReloads)
        stopWatching = options.watchReloads(redrawFromCurrentBuild);
    });

  return {
    status: () => state.status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setFallback(next) {
      hideFallback();
      fallback = next;
      if (state.status === 'late' || state.status === 'fallback') drawFallback();
    },
    update(nextProps) {
      // Replaces, like the remotes' own mount functions: the latest props are what a late mount gets.
      props = nextProps;
      if (state.status === 'ready') state.mounted.update(nextProps);
      else if (fallbackShown) drawFallback();
    },
    unmount() {
      if (state.status === 'unmounted') return;
      unmounted.abort();
      stopWatching();
      if (state.status === 'ready') state.mounted.unmount();
      else if (state.status === 'late' || state.status === 'fallback') {
        // What stood in for the part goes, the server's markup of it too: the page took the slot back.
        fallbackShown = false;
        fallback?.hide();
      }
      enter({ status: 'unmounted' });
    },
  };
}
