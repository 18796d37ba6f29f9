import { useTranslation } from '@site-chrome/shared';
import { ModalDialog } from '@site-chrome/shared/dialog';
import { useQrCode } from '@site-chrome/shared/qr-code';
import type { RefObject } from 'react';
import styled from 'styled-components';
import { panelsNamespace } from '../panels-i18n/panel-translations';

const Body = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }

  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/* White in both themes: phone cameras expect dark modules on a light ground. */
const Code = styled.div`
  width: 176px;
  height: 176px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #ffffff;

  img {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

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
export function DownloadDialog({ open, onOpenChange, href, returnFocusRef }: DownloadDialogProps) {
  const { t } = useTranslation(panelsNamespace);
  // The phone scanning the code needs the page's own origin in front of the path.
  const pageUrl = new URL(href, window.location.origin).href;
  const { image, failed } = useQrCode(pageUrl, 'Footer');
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('download.title')}
      closeLabel={t('download.close')}
      returnFocusRef={returnFocusRef}
    >
      <Body>
        {failed ? null : <Code>{image ? <img src={image} alt={t('download.qrLabel')} /> : null}</Code>}
        <p>{failed ? t('download.qrFailed') : t('download.scan')}</p>
        <a href={href}>{t('download.more')}</a>
      </Body>
    </ModalDialog>
  );
}

/** What the footer calls once this chunk is loaded (a plain function, so no component is made during render). */
export const renderDownloadDialog = (props: DownloadDialogProps) => <DownloadDialog {...props} />;
