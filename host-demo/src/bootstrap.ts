import { announcementPageKey } from '@site-chrome/data/announcements';
import { registerChromeRemotes } from '@site-chrome/host';
import { initialChromeProps } from './demo-page/initial-chrome-props';
import { readDemoSettings, writeDemoCookies } from './demo-page/use-demo-settings';
import { demoRemoteMap } from './federation/demo-remote-map';
import './federation/provide-chrome-modules';
import { addPageSlots, mountPageSlots } from './remote-slots/page-slots';

registerChromeRemotes(demoRemoteMap(window.location));

// A page a server composed from the remotes' fragments (`ssr=1`): the parts hydrate in the server's slots.
const serverComposed = document.querySelector('[data-chrome-slot]') !== null;
const container = document.getElementById('root');
if (container) {
  // Only pages with an announcement key show the announcement bar (footer spec section 4).
  if (!serverComposed) addPageSlots(container, announcementPageKey(window.location.pathname) !== undefined);
  // Every part the page shows starts loading now and hydrates or renders as soon as its code is in, not
  // after the page's own app. The search is not among them: the header's Search loads it when first wanted.
  // The mock API's cookies first: the slots ask it for the demo's visitor from their first request.
  writeDemoCookies(readDemoSettings());
  mountPageSlots(initialChromeProps());
  // The page's app (content, control panel, fallbacks) comes in a chunk of its own and adopts the slots.
  import(/* webpackChunkName: "demo-page" */ './demo-page/render-demo-page').then(
    ({ renderDemoPage }) => renderDemoPage(container, serverComposed),
    (error: unknown) => console.error('[site-chrome] demo page: its app could not be loaded.', error),
  );
}
