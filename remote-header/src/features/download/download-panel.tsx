import { useTranslation } from '@site-chrome/shared';
import { useQrCode } from '@site-chrome/shared/qr-code';
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

/** "Download app": a QR code of the download page (`?pos=header`) and a link to it. */
function DownloadPanel() {
  const { t } = useTranslation(panelsNamespace);
  const links = useHeaderLinks();
  // The phone scanning the code needs the page's own origin in front of the path.
  const pageUrl = new URL(links.download, window.location.origin).href;
  const { image, failed } = useQrCode(pageUrl, 'Header');
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
