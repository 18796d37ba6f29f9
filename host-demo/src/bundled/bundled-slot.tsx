import { ChromeErrorBoundary, type ChromeProps } from '@site-chrome/runtime';
import AnnouncementBar from '@site-chrome/remote-header/AnnouncementBar';
import Header from '@site-chrome/remote-header/Header';
import Footer from '@site-chrome/remote-footer/Footer';
import { memo, type ComponentType } from 'react';
import type { ChromeSlotProps } from '../remote-slots/chrome-slot';

/** The chrome's components imported at build time, by the id the federated page loads them under. */
const bundledComponents: Partial<Record<ChromeSlotProps['id'], ComponentType<ChromeProps>>> = {
  'header/Header': Header,
  'header/AnnouncementBar': AnnouncementBar,
  'footer/Footer': Footer,
};

function BundledSlotView({ id, props, fallback }: ChromeSlotProps) {
  const Component = bundledComponents[id];
  if (!Component) {
    console.error(`[site-chrome] bundled page: no component imported for "${id}"; showing its fallback.`);
    return <div data-remote-slot={id}>{fallback}</div>;
  }
  // No space to reserve: the component is in the page's own bundle and renders with the page.
  return (
    <div data-remote-slot={id} data-remote-status="ready">
      <ChromeErrorBoundary name={id} fallback={fallback}>
        <Component {...props} />
      </ChromeErrorBoundary>
    </div>
  );
}

/** `ChromeSlot`'s counterpart on /bundled.html: the same props and fallback, the component from the bundle. */
export const BundledSlot = memo(BundledSlotView);
