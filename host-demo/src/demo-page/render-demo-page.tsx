import { chromeRootOptions, ChromeProviders } from '@site-chrome/runtime';
import { createRoot } from 'react-dom/client';
import { ChromeSlot } from '../remote-slots/chrome-slot';
import { DemoPage } from './demo-page';

/** The demo page's app: its content and control panel, and the slots it adopts from the page's entry. */
export function renderDemoPage(container: HTMLElement, serverComposed: boolean): void {
  // One logged error per render failure: the slots say which remote, nothing repeats it.
  createRoot(container, chromeRootOptions('page')).render(
    <ChromeProviders>
      <DemoPage Slot={ChromeSlot} serverComposed={serverComposed} />
    </ChromeProviders>,
  );
}
