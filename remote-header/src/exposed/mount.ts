import { createMount, type ChromeProps, type MountedChrome, type MountFunction } from '@site-chrome/runtime';
import { createElement } from 'react';
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

/**
 * @public Read by name through federation: `mountExport` in shared/host/src/loader/chrome-parts.ts.
 * Over the bar's server markup, its chunk comes first and the loaded bar itself is mounted: a lazy part
 * draws nothing during hydration (a chunk in hand is shown only after it, `useLoad`), and React leaves the
 * server's bar in place beside what the client drew, so the page showed two bars. If the chunk cannot come,
 * the server's bar stays as it is.
 */
export const mountAnnouncementBar: MountFunction = (element, props, options) => {
  const serverMarkup = element instanceof Element && element.querySelector(':scope > [data-chrome-fragment]');
  if (!serverMarkup) return mountLazyAnnouncementBar(element, props, options);
  let mounted: MountedChrome | undefined;
  let latestProps = props;
  let unmounted = false;
  void announcementBar.preload().then((outcome) => {
    if (outcome.status === 'ready' && !unmounted)
      mounted = createMount(outcome.value, 'AnnouncementBar', chromeBuild)(element, latestProps, options);
  });
  return {
    update(nextProps) {
      latestProps = nextProps;
      mounted?.update(nextProps);
    },
    unmount() {
      unmounted = true;
      mounted?.unmount();
    },
  };
};
