import { createMount, type ChromeProps } from '@site-chrome/runtime';
import { createElement } from 'react';
import { createLazyPart } from '../ui/lazy-parts/create-lazy-part';
import Header from './header';

/**
 * The announcement bar's code comes in its own chunk when a page mounts it, so the header's module graph
 * (which this module shares) never carries it: a page with a header and no bar does not load the bar.
 */
const announcementBar = createLazyPart(
  () =>
    import(/* webpackChunkName: "announcement-bar" */ './announcement-bar').then((module) => module.default),
  'announcement bar',
);

function LazyAnnouncementBar(props: ChromeProps) {
  const AnnouncementBar = announcementBar.usePart(true);
  return AnnouncementBar ? createElement(AnnouncementBar, props) : null;
}

/**
 * `header/mount`: for pages that are not React.
 * `const header = mountHeader(element, props); header.update(nextProps); header.unmount();`
 * @public Read by name through federation: `mountExport` in shared/host/src/loader/chrome-parts.ts.
 */
export const mountHeader = createMount(Header, 'Header');
/** @public Read by name through federation: `mountExport` in shared/host/src/loader/chrome-parts.ts. */
export const mountAnnouncementBar = createMount(LazyAnnouncementBar, 'AnnouncementBar');
