import { registerRemotes } from '@module-federation/enhanced/runtime';
import { ChromeProviders } from '@site-chrome/shared';
import { loadRemoteModule, remoteNames } from '@site-chrome/shared/federation-host';
import { createRoot } from 'react-dom/client';
import { DemoPage } from './demo-page/demo-page';
import { demoRemoteMap } from './federation/demo-remote-map';

const remoteMap = demoRemoteMap(window.location);
registerRemotes(remoteNames.map((name) => ({ name, entry: remoteMap[name] })));

// Start every remote now, in parallel with React's first render, rather than when each slot mounts.
for (const id of [
  'header/Header',
  'header/AnnouncementBar',
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
