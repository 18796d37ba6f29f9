import { useChromeStore } from '@site-chrome/shared';
import type { SiteVisibility } from '@site-chrome/shared/sites';
import { useMemo } from 'react';
import { createLazyPart, LoadedPart } from '../lazy-parts/create-lazy-part';
import { sectionOfPage } from '../navigation/section-of-page';
import { useNavigationEntries } from '../navigation/use-navigation-entries';
import { useWideViewport } from './use-wide-viewport';

/** The row's own chunk, fetched only on a page that belongs to a menu section. */
const sectionRow = createLazyPart(
  () =>
    import(/* webpackChunkName: "header-section-row" */ './section-row').then(
      (module) => module.renderSectionRow,
    ),
  'section navigation row',
);

/**
 * The second navigation row for this page, once the menu says which section the page is in. Pages outside
 * every section (the home page, the wallet), and screens below 992 px, have no second row and never fetch
 * its chunk.
 */
export function SectionRowSlot({ visibility }: { visibility: SiteVisibility }) {
  const path = useChromeStore((state) => state.path);
  const entries = useNavigationEntries(visibility);
  const section = useMemo(() => sectionOfPage(entries, path), [entries, path]);
  const wide = useWideViewport();
  const render = sectionRow.usePart(wide && section !== null);
  return render && wide && section ? <LoadedPart render={render} props={{ section }} /> : null;
}
