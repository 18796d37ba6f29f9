import { logError } from '@site-chrome/shared';
import { useEffect, useState } from 'react';
import type { RenderDropdownPanel } from './dropdown/dropdown-panel';

/*
 * The dropdown contents are their own chunk: the first render of every product page is the bar alone.
 * The chunk is fetched on the first sign of interest (pointer over or focus on a group), not through
 * React.lazy, whose Suspense fallback React 19 holds for about 300 ms after the chunk has arrived.
 */

let panelModule: Promise<RenderDropdownPanel> | undefined;
let loadedPanel: RenderDropdownPanel | undefined;

/** Starts fetching the dropdown chunk (once per page); safe to call on every hover. */
export function preloadDropdownPanel(): Promise<RenderDropdownPanel> {
  panelModule ??= import(/* webpackChunkName: "header-dropdown" */ './dropdown/dropdown-panel').then(
    (module) => {
      loadedPanel = module.renderDropdownPanel;
      return module.renderDropdownPanel;
    },
    (error: unknown) => {
      // Let a later hover try again: the network may be back.
      panelModule = undefined;
      logError('Header', 'could not load the navigation dropdown', error);
      throw error;
    },
  );
  return panelModule;
}

/** The function that draws the dropdown panel, once `wanted` has been true (or it was loaded before), else undefined. */
export function useDropdownPanel(wanted: boolean): RenderDropdownPanel | undefined {
  const [panel, setPanel] = useState(() => loadedPanel);
  useEffect(() => {
    if (!wanted || panel) return;
    let current = true;
    preloadDropdownPanel().then(
      (loaded) => {
        if (current) setPanel(() => loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, panel]);
  return panel;
}
