import { createLazyPart } from '../../ui/lazy-parts/create-lazy-part';

/** The download panel: fetched on the first hover or focus of "Download app"; it fetches `qrcode` when drawn. */
export const downloadPart = createLazyPart(
  () => import('./download-panel').then((module) => module.renderDownloadPanel),
  'download panel',
);
