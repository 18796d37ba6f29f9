import { useTranslation } from '@site-chrome/runtime';
import { ModalDialog } from '@site-chrome/runtime/dialog';
import { DownloadQrCode } from '@site-chrome/runtime/qr-code';
import type { RefObject } from 'react';
import { panelsNamespace } from '../../i18n/panels/panel-translations';

export interface DownloadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The download page the entry links to, as written in the footer (prefixed). */
  href: string;
  /** The entry that opened the dialog; focus goes back to it on close. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * "Download app": a QR code of the download page for the reader's phone, and a link to the page itself for
 * every other way to get the app. The chrome's modal dialog: focus held inside, Escape closes, focus returns.
 */
function DownloadDialog({ open, onOpenChange, href, returnFocusRef }: DownloadDialogProps) {
  const { t } = useTranslation(panelsNamespace);
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('download.title')}
      closeLabel={t('download.close')}
      returnFocusRef={returnFocusRef}
    >
      <DownloadQrCode
        href={href}
        scope="Footer"
        labels={{
          image: t('download.qrLabel'),
          scan: t('download.scan'),
          failed: t('download.qrFailed'),
          more: t('download.more'),
        }}
      />
    </ModalDialog>
  );
}

/** What the footer calls once this chunk is loaded (a plain function, so no component is made during render). */
export const renderDownloadDialog = (props: DownloadDialogProps) => <DownloadDialog {...props} />;
