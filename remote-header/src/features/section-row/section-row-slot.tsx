import { useChromeStore } from '@site-chrome/runtime';
import { createLazyPart, LoadedPart } from '../../ui/lazy-parts/create-lazy-part';
import type { NavigationEntry } from '../navigation';
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
  const render = sectionRow.usePart(wanted);
  return render && wanted ? <LoadedPart render={render} props={{ entries, path }} /> : null;
}
