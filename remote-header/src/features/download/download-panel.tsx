import { useTranslation } from '@site-chrome/runtime';
import { DownloadQrCode } from '@site-chrome/runtime/qr-code';
import styled from 'styled-components';
import { useHeaderLinks } from '../actions';
import type { MenuPanelControls } from '../../ui/header-menu/header-menu';
import { panelsNamespace } from '../../i18n/panels/panel-translations';

const Panel = styled.div`
  width: 220px;
  padding: ${({ theme }) => theme.space.lg};
`;

/** "Download app": a QR code of the download page (`?pos=header`) and a link to it. */
function DownloadPanel() {
  const { t } = useTranslation(panelsNamespace);
  const links = useHeaderLinks();
  return (
    <Panel>
      <DownloadQrCode
        href={links.download}
        scope="Header"
        track="download:page"
        labels={{
          image: t('download.qrLabel'),
          scan: t('download.scan'),
          failed: t('download.qrFailed'),
          more: t('download.more'),
        }}
      />
    </Panel>
  );
}

export const renderDownloadPanel = (_props: MenuPanelControls) => <DownloadPanel />;
