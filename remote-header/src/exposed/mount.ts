import { createMount, type ChromeProps, type LoadOutcome, type MountFunction } from '@site-chrome/runtime';
import { createElement, type ComponentType } from 'react';
import { createLazyPart } from '../ui/lazy-parts/create-lazy-part';
import Header, { chromeBuild } from './header';

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
export const mountHeader = createMount(Header, 'Header', chromeBuild);
const mountLazyAnnouncementBar = createMount(LazyAnnouncementBar, 'AnnouncementBar', chromeBuild);
/** The bar mounted from its loaded code, once `loadAnnouncementBar` has brought it. */
let mountLoadedAnnouncementBar: MountFunction | undefined;

/**
 * Brings the announcement bar's chunk. The page's slot (`codeExport` in shared/host/src/loader/chrome-parts.ts)
 * awaits it before it mounts the bar, so the bar draws at once and hydrates its server markup itself.
 * @public Read by name through federation.
 */
export function loadAnnouncementBar(): Promise<LoadOutcome<ComponentType<ChromeProps>>> {
  return announcementBar.preload().then((outcome) => {
    if (outcome.status === 'ready')
      mountLoadedAnnouncementBar ??= createMount(outcome.value, 'AnnouncementBar', chromeBuild);
    return outcome;
  });
}

/**
 * @public Read by name through federation: `mountExport` in shared/host/src/loader/chrome-parts.ts.
 * The loaded bar once `loadAnnouncementBar` has brought its chunk (always, through /loader.js), else a lazy
 * wrapper that fetches it. Over the bar's server markup, bring the chunk first: a lazy part draws nothing
 * while hydrating (a chunk in hand is shown only after it, `useLoad`), and React would leave the server's bar
 * beside the client's.
 */
export const mountAnnouncementBar: MountFunction = (element, props, options) =>
  (mountLoadedAnnouncementBar ?? mountLazyAnnouncementBar)(element, props, options);
