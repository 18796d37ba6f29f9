import { loadChunk } from '@site-chrome/runtime';
import { useState, type MouseEvent, type ReactNode } from 'react';
import type { DownloadDialogProps } from './download-dialog';

// The dialog, Radix and the QR code are a chunk of their own, fetched on the first click.
const loadDownloadDialog = () =>
  loadChunk("the footer's download dialog", () =>
    import(/* webpackChunkName: "footer-download" */ './download-dialog').then(
      (module) => module.renderDownloadDialog,
    ),
  );

interface OpenedDialog extends Omit<DownloadDialogProps, 'onOpenChange'> {
  render: (props: DownloadDialogProps) => ReactNode;
}

/**
 * The footer's download entry for a visitor (footer spec §6: login status decides whether the download modal
 * is shown): a plain click opens the download dialog instead of the page. A click meant for a new tab or
 * window keeps the link, and if the dialog's chunk cannot be had the link is followed, so the reader always
 * gets somewhere.
 */
export function useDownloadDialog() {
  const [opened, setOpened] = useState<OpenedDialog | null>(null);

  const openFrom = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const href = event.currentTarget.getAttribute('href') ?? '/';
    const returnFocusRef = { current: event.currentTarget };
    // If the chunk cannot be had (reported once), the reader goes to the download page instead.
    void loadDownloadDialog().then((dialog) => {
      if (dialog.status === 'ready') setOpened({ render: dialog.value, href, returnFocusRef, open: true });
      else window.location.assign(href);
    });
  };

  const dialog = opened?.render({ ...opened, onOpenChange: (open) => setOpened({ ...opened, open }) });
  return { openFrom, dialog };
}
