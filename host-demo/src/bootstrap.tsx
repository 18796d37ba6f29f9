import { chromeRootOptions, ChromeProviders } from '@site-chrome/runtime';
import { announcementPageKey } from '@site-chrome/data/announcements';
import { loadRemoteModule, registerChromeRemotes } from '@site-chrome/host';
import { createRoot } from 'react-dom/client';
import { DemoPage } from './demo-page/demo-page';
import { demoRemoteMap } from './federation/demo-remote-map';
import './federation/provide-chrome-modules';
import type { ComponentType } from 'react';
import { RemoteSlot, type RemoteSlotProps } from './remote-slots/remote-slot';

const remoteMap = demoRemoteMap(window.location);
registerChromeRemotes(remoteMap);

// Start every remote the page shows now, in parallel with React's first render, rather than when each slot
// mounts. Only pages with an announcement key show the announcement bar (footer spec section 4). The search
// is not among them: the header's Search loads it when first wanted.
const showsAnnouncementBar = announcementPageKey(window.location.pathname) !== undefined;
for (const id of [
  'header/Header',
  ...(showsAnnouncementBar ? (['header/AnnouncementBar'] as const) : []),
  'footer/Footer',
] as const) {
  void loadRemoteModule(id);
}

// A page a server composed from the remotes' fragments (`ssr=1`): the parts hydrate in the server's slots.
const serverComposed = document.querySelector('[data-chrome-slot]') !== null;

/** The slot that puts a part on this page: its own chunk for a composed page, so other pages never carry it. */
const slotForPage = async (): Promise<ComponentType<RemoteSlotProps>> =>
  serverComposed ? (await import('./remote-slots/server-slot')).ServerSlot : RemoteSlot;

const container = document.getElementById('root');
if (container) {
  void slotForPage().then((Slot) =>
    // One logged error per render failure: the slots' boundaries say which remote, nothing repeats it.
    createRoot(container, chromeRootOptions('page')).render(
      <ChromeProviders>
        <DemoPage Slot={Slot} serverComposed={serverComposed} />
      </ChromeProviders>,
    ),
  );
}
