import { useChromeStore } from '@site-chrome/runtime';
import { useEffect } from 'react';
import { createLazyPart, LoadedPart } from '../../ui/lazy-parts/create-lazy-part';
import { requestCompleteMenu, type NavigationEntry } from '../navigation';
import { useWideViewport } from './use-wide-viewport';

/** The row and the rule that finds the page's section: their own chunk, fetched only where a row can be. */
const sectionRow = createLazyPart(
  () =>
    import(/* webpackChunkName: "header-section-row" */ './section-row').then(
      (module) => module.renderSectionRow,
    ),
  'section navigation row',
);

/**
 * The second navigation row, at 992 px and wider, on pages other than the home page once the menu is
 * known. Below 992 px, and on the home page, its chunk is never fetched; a page outside every section
 * fetches it and draws nothing.
 */
export function SectionRowSlot({ entries }: { entries: NavigationEntry[] }) {
  const path = useChromeStore((state) => state.path);
  const wide = useWideViewport();
  const wanted = wide && path !== '/' && entries.length > 0;
  // The row lists a section's links: not the stand-ins of the menu's outline a hydration brings.
  const outlineOnly = entries.some((entry) => entry.outline);
  useEffect(() => {
    if (wanted && outlineOnly) requestCompleteMenu();
  }, [wanted, outlineOnly]);
  const render = sectionRow.usePart(wanted && !outlineOnly);
  return render && wanted && !outlineOnly ? <LoadedPart render={render} props={{ entries, path }} /> : null;
}
