/**
 * /bundled.html: the demo page with the header, announcement bar, footer and search imported at build
 * time instead of loaded through federation (issue 12). Same props, same mock API, same page content as
 * the home page `/` (announcement bar included); `npm run bench:page` compares the two.
 */
import { chromeRootOptions, ChromeProviders, providePageRemoteLoader } from '@site-chrome/runtime';
import { createRoot } from 'react-dom/client';
import { DemoPage } from '../demo-page/demo-page';
import { BundledSlot } from './bundled-slot';
import { loadBundledRemote } from './load-bundled-remote';

providePageRemoteLoader(loadBundledRemote);

const container = document.getElementById('root');
if (container) {
  createRoot(container, chromeRootOptions('page')).render(
    <ChromeProviders>
      <DemoPage Slot={BundledSlot} pagePath="/" />
    </ChromeProviders>,
  );
}
