import type { ChromeProps } from '@site-chrome/runtime';
import { mountChromeSlot, type ExposedModuleId } from '@site-chrome/host';

/** The parts the demo page shows in slots, in page order, with the height each takes while it loads. */
const slotParts = [
  { part: 'Header', id: 'header/Header', height: '65px' },
  { part: 'AnnouncementBar', id: 'header/AnnouncementBar', height: '40px' },
  { part: 'Footer', id: 'footer/Footer', height: '160px' },
] as const satisfies ReadonlyArray<{ part: string; id: ExposedModuleId; height: string }>;

/**
 * On the client-only page, the slots a server would have written (host-demo/server/compose-demo-page.ts):
 * header and bar before the page's `#root`, footer after it, each keeping its height while empty, and the
 * page content the window's height until it renders, so nothing moves when things arrive (the bench's CLS).
 * Then the parts mount from the page's first task on either page, not after its app.
 */
export function addPageSlots(root: HTMLElement, withAnnouncementBar: boolean): void {
  const style = document.createElement('style');
  // The page's margin as its app sets it (`PageStyle`), from the start: the parts drawn before the app
  // arrives must not move by the browser's default margin when it does.
  style.textContent = 'body{margin:0}#root:empty{min-block-size:100vh}';
  document.head.append(style);
  for (const { part, height } of slotParts) {
    if (part === 'AnnouncementBar' && !withAnnouncementBar) continue;
    style.textContent += `[data-chrome-slot="${part}"]:empty{min-block-size:${height}}`;
    const slot = document.createElement('div');
    slot.setAttribute('data-chrome-slot', part);
    if (part === 'Footer') root.after(slot);
    else root.before(slot);
  }
}

/**
 * Mounts each part into its slot now, with the page's first props: it hydrates the server's markup (or
 * renders afresh) as soon as its code and the shared React are in. The page's app adopts these slots when
 * it renders (`ChromeSlot`), with its own props.
 */
export function mountPageSlots(props: ChromeProps): void {
  for (const { part, id } of slotParts) {
    const element = document.querySelector(`[data-chrome-slot="${part}"]`);
    if (element) mountChromeSlot(element, { id, props });
  }
}
