import { registerRemotes } from '@module-federation/enhanced/runtime';
import { ChromeProviders } from '@site-chrome/shared';
import { announcementPageKey } from '@site-chrome/shared/data/announcements';
import { loadRemoteModule, remoteNames } from '@site-chrome/shared/federation-host';
import { createRoot } from 'react-dom/client';
import { DemoPage } from './demo-page/demo-page';
import { demoRemoteMap } from './federation/demo-remote-map';

const remoteMap = demoRemoteMap(window.location);
registerRemotes(remoteNames.map((name) => ({ name, entry: remoteMap[name] })));

// Start every remote the page shows now, in parallel with React's first render, rather than when each slot
// mounts. Only pages with an announcement key show the announcement bar (footer spec section 4).
const showsAnnouncementBar = announcementPageKey(window.location.pathname) !== undefined;
for (const id of [
  'header/Header',
  ...(showsAnnouncementBar ? (['header/AnnouncementBar'] as const) : []),
  'footer/Footer',
  'search/AggregatedSearch',
] as const) {
  void loadRemoteModule(id);
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <ChromeProviders>
      <DemoPage />
    </ChromeProviders>,
  );
}
