import type { ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { loadChunk } from '../loading/load-chunk';
import { logError, logWarning } from '../logging/logger';
import type { ChromeProps } from '../props/chrome-props-schema';
import { chromeRootOptions } from './chrome-root-options';
import { PartTree } from './part-tree';
import { fragmentAttribute } from './server-fragment';

/** What a framework-free page gets back from a mount function. */
export interface MountedChrome<Props extends object = ChromeProps> {
  /** Re-renders with new props (replaces, does not merge). */
  update: (props: Props) => void;
  /** Removes the component and everything React attached to the element. */
  unmount: () => void;
}

export interface MountPartOptions {
  /** The part's name: `Header`, `AnnouncementBar`, `Footer`, ... (logs, and the server fragment it takes). */
  name: string;
  /** The build of the part's code (`chromeBuild`): server markup of another build is not hydrated. */
  build?: string;
  /**
   * Called once when the part fails to render, as it mounts or after an update. The error is logged
   * already and the element is left empty, so a page can put its own fallback there after `unmount()`
   * (call it outside the callback: it runs while React is committing).
   */
  onRenderError?: () => void;
}

/**
 * Mounts a part into `element`: hydrates the server's markup of it when the element holds some of this
 * build (ARCHITECTURE "Server rendering"), else renders it afresh, as a page without a server does.
 */
export function mountChromePart<Props extends object>(
  element: Element,
  Component: ComponentType<Props>,
  initialProps: Props,
  { name, build, onRenderError }: MountPartOptions,
): MountedChrome<Props> {
  let props = initialProps;
  let root: Root | null = null;
  let unmounted = false;
  // Until hydration has committed, an update would make React give the server markup up and render afresh
  // (an "early update"): it waits, and the last one is drawn once the part is hydrated.
  let hydrating = false;
  let updatedWhileHydrating = false;
  const hydrated = () => {
    hydrating = false;
    if (updatedWhileHydrating && !unmounted) root?.render(tree());
  };
  const tree = (serverProps?: Record<string, unknown>) => (
    <PartTree
      name={name}
      Component={Component}
      props={props}
      serverProps={serverProps}
      onRenderError={onRenderError}
      onMounted={serverProps ? hydrated : undefined}
    />
  );
  const renderAfresh = () => {
    root = createRoot(element, chromeRootOptions(name));
    root.render(tree());
  };

  const hydrateServerMarkup = async () => {
    // Its own chunk: a page without server markup (most) never downloads the code that reads it.
    const reader = await loadChunk(`${name}'s server markup reader`, () => import('./server-markup'));
    // Without it the server's markup stays as it is: links that work.
    if (reader.status !== 'ready' || unmounted) return;
    const { readServerFragment, takeServerState } = reader.value;
    const fragment = readServerFragment(element, name);
    const data = fragment?.data;
    if (fragment && data && data.build === build) {
      await takeServerState(data, name).catch((error: unknown) =>
        logError(name, 'could not take the server render’s state', error),
      );
      if (unmounted) return;
      root = hydrateRoot(fragment.markup, tree(data.props), {
        ...chromeRootOptions(name),
        // React patched the difference by rendering afresh: the page works, but the server's work was
        // wasted and the reader may have seen a jump. An error, so tests fail on it.
        onRecoverableError: (error) =>
          logError(name, 'the server markup did not match the first client render', error),
      });
      return;
    }
    logWarning(
      name,
      data
        ? `the server markup is of build ${data.build}, this code is ${build}: rendering afresh`
        : 'the server markup came without readable hydration data: rendering afresh',
    );
    element.replaceChildren();
    hydrating = false;
    renderAfresh();
  };

  const serverMarkup = [...element.children].some((child) => child.getAttribute(fragmentAttribute) === name);
  if (serverMarkup && build !== undefined) {
    hydrating = true;
    void hydrateServerMarkup();
  } else {
    if (serverMarkup) {
      logWarning(name, 'the server markup cannot be hydrated by code of no known build: rendering afresh');
      element.replaceChildren();
    }
    renderAfresh();
  }

  return {
    update(nextProps) {
      if (unmounted) {
        logError(name, 'update called after unmount; ignored');
        return;
      }
      props = nextProps;
      if (hydrating) updatedWhileHydrating = true;
      else root?.render(tree());
    },
    unmount() {
      unmounted = true;
      root?.unmount();
      root = null;
      // What the server wrote around the hydrated markup goes too: mounted again (a reloaded remote), the
      // part renders afresh into an empty element rather than finding a fragment React has emptied.
      if (serverMarkup) element.replaceChildren();
    },
  };
}
