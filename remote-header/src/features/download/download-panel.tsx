import { logError, useTranslation } from '@site-chrome/shared';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useHeaderLinks } from '../actions/header-links';
import type { MenuPanelControls } from '../header-menus/header-menu';
import { panelsNamespace } from '../panels-i18n/panel-translations';

const Panel = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 220px;
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;

  img {
    width: 160px;
    height: 160px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: #ffffff;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }

  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Placeholder = styled.div`
  width: 160px;
  height: 160px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * A QR code of `text` as an SVG image, made in the browser by `qrcode`, which is fetched with the first
 * panel that needs one. Dark modules on a white ground in both themes, as phone cameras expect.
 */
function useQrCode(text: string): { image: string | null; failed: boolean } {
  const [state, setState] = useState<{ text: string; image: string | null; failed: boolean }>({
    text: '',
    image: null,
    failed: false,
  });
  useEffect(() => {
    let current = true;
    import(/* webpackChunkName: "qrcode" */ 'qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then(
        (svg) => {
          if (current)
            setState({ text, image: `data:image/svg+xml,${encodeURIComponent(svg)}`, failed: false });
        },
        (error: unknown) => {
          logError('Header', 'could not draw the download QR code', error);
          if (current) setState({ text, image: null, failed: true });
        },
      );
    return () => {
      current = false;
    };
  }, [text]);
  return state.text === text ? state : { image: null, failed: false };
}

/** "Download app": a QR code of the download page (`?pos=header`) and a link to it. */
function DownloadPanel() {
  const { t } = useTranslation(panelsNamespace);
  const links = useHeaderLinks();
  // The phone scanning the code needs the page's own origin in front of the path.
  const pageUrl = new URL(links.download, window.location.origin).href;
  const { image, failed } = useQrCode(pageUrl);
  return (
    <Panel>
      {image ? <img src={image} alt={t('download.qrLabel')} /> : failed ? null : <Placeholder />}
      <p>{failed ? t('download.qrFailed') : t('download.scan')}</p>
      <a href={links.download} data-track="download:page">
        {t('download.more')}
      </a>
    </Panel>
  );
}

export const renderDownloadPanel = (_props: MenuPanelControls) => <DownloadPanel />;
