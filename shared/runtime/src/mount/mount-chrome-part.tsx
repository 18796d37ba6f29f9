import { hydrate } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { loadLanguage } from '../i18n/i18n-instance';
import { isSupportedLanguage } from '../i18n/languages';
import { logError, logWarning } from '../logging/logger';
import type { ChromeProps } from '../props/chrome-props-schema';
import { parseChromeProps } from '../props/parse-chrome-props';
import { hostPropsUpdate } from '../props/host-props-update';
import { chromeQueryClient } from '../query/query-client';
import { chromeStore } from '../store/chrome-store';
import { chromeRootOptions } from './chrome-root-options';
import { PartTree } from './part-tree';
import { findServerFragment, type FragmentHydrationData, type ServerFragment } from './server-fragment';

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
 * Puts the page's singletons where the server's render had its own: the server's props in the store, its
 * day, and its query answers in the cache (newer than a stored copy, so they win). Then the first client
 * render is the server's.
 */
async function takeServerState(data: FragmentHydrationData, name: string): Promise<void> {
  const { props } = parseChromeProps(data.props, name);
  if (isSupportedLanguage(props.language)) await loadLanguage(props.language);
  // A part already drawn in the browser (one rendered afresh, or the page's own code) may be asking the same
  // question with the browser's address, whose answer can differ (the visitor's country). Landing after the
  // server's, that answer would change this part under its hydration (a mismatch, and React redraws it):
  // the question is dropped, so every part shows the server's answer until it goes stale and is asked again.
  // Before the props and answers are put in place, which then happens in one go: a wait between the two
  // would let a part that reads the new props ask for an answer not yet there.
  await Promise.all(
    data.queries.queries.map(({ queryKey }) => chromeQueryClient.cancelQueries({ queryKey, exact: true })),
  );
  chromeStore.getState().applyHostProps(hostPropsUpdate(props));
  chromeStore.setState({ renderDay: data.renderDay });
  // Fresh as of now by this browser's clock: the answers came with the page, whatever the age of a cached
  // fragment or the gap between the server's clock and this one; they go stale after the usual time.
  const now = Date.now();
  hydrate(chromeQueryClient, {
    ...data.queries,
    queries: data.queries.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  });
}

/** Why what the slot holds is not hydrated: one warning, which never quotes the slot (an error page is not ours). */
function notHydratedBecause(found: ServerFragment | 'something else', build: string | undefined): string {
  if (found === 'something else')
    return 'the slot holds something that is not a fragment of ours: emptied, rendering afresh';
  if (!found.data)
    return `the server markup came without readable hydration data: rendering afresh (${found.problem})`;
  return build === undefined
    ? 'the server markup is not hydrated by code without a build id: rendering afresh'
    : `the server markup is of build ${found.data.build}, this code is ${build}: rendering afresh`;
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

  const found = findServerFragment(element, name);
  const fragment = found === 'something else' ? null : found;
  const data = fragment?.data;
  if (fragment && data && build !== undefined && data.build === build) {
    hydrating = true;
    void takeServerState(data, name)
      .catch((error: unknown) => logError(name, 'could not take the server render’s state', error))
      .then(() => {
        if (unmounted) return;
        root = hydrateRoot(fragment.markup, tree(data.props), {
          ...chromeRootOptions(name),
          // React patched the difference by rendering afresh: the page works, but the server's work was
          // wasted and the reader may have seen a jump. An error, so tests fail on it.
          onRecoverableError: (error) =>
            logError(name, 'the server markup did not match the first client render', error),
        });
      });
  } else {
    if (found) {
      logWarning(name, notHydratedBecause(found, build));
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
      if (found) element.replaceChildren();
    },
  };
}
