import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from '@site-chrome/runtime';
import { VisuallyHidden } from '@site-chrome/runtime/ui';
import { useSitePaths } from '@site-chrome/data/common-data';
import {
  notificationStatusIcon,
  notificationTabs,
  useNotices,
  type Notification,
  type NotificationStatusIcon,
  type NotificationTab,
} from '@site-chrome/data/notices';
import { useState } from 'react';
import styled from 'styled-components';
import type { MenuPanelControls } from '../../ui/header-menu/header-menu';
import { panelsNamespace } from '../../i18n/panels/panel-translations';
import { Tab, TabList, TabsRoot } from '../../ui/tabs/tabs';
import { formatMessageTime } from '../../ui/format-message-time';
import { noticeTarget } from './notice-target';

const Panel = styled.div`
  width: min(360px, calc(100vw - 16px));
`;

// The three groups share the panel's width equally.
const NoticeTabList = styled(TabList)`
  gap: 0;

  > * {
    flex: 1;
  }
`;

const List = styled.ul`
  display: grid;
  max-height: 400px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  overflow-y: auto;
  list-style: none;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  a&:hover,
  a&:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }

  small {
    grid-column: 2;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

const statusColour: Record<NotificationStatusIcon, string> = {
  warning: '#e7a23b',
  success: '#14a66b',
  progress: '#2354e6',
  error: '#e0394f',
};

const StatusDot = styled.span<{ $status: NotificationStatusIcon | undefined }>`
  width: 8px;
  height: 8px;
  margin-block-start: 6px;
  border-radius: 50%;
  background: ${({ $status, theme }) => ($status ? statusColour[$status] : theme.colors.border)};
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Footer = styled.a`
  display: block;
  padding: ${({ theme }) => theme.space.sm};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.accent};
  text-align: center;
  text-decoration: none;
`;

function NoticeRow({ notice, linkTo }: { notice: Notification; linkTo: (path: string) => string }) {
  const { t } = useTranslation(panelsNamespace);
  const status = notificationStatusIcon(notice.status);
  const target = noticeTarget(notice);
  const body = (
    <>
      <StatusDot $status={status} aria-hidden="true" />
      <span>
        {status ? <VisuallyHidden>{t(`notifications.status.${status}`)}: </VisuallyHidden> : null}
        {notice.title || notice.extras.notice_content}
      </span>
      <small>{notice.extras.notice_content || notice.content}</small>
      <small>{formatMessageTime(notice.send_timest)}</small>
    </>
  );
  return (
    <li>
      {target === null ? (
        <Row>{body}</Row>
      ) : (
        <Row as="a" href={target.startsWith('/') ? linkTo(target) : target} data-track="notice">
          {body}
        </Row>
      )}
    </li>
  );
}

function NoticeList({ tab }: { tab: NotificationTab }) {
  const { t } = useTranslation(panelsNamespace);
  const { linkTo } = useSitePaths();
  // Radix mounts only the selected tab's panel, so each group is fetched the first time its tab is selected
  // (footer spec section 4). A failed call answers an empty list (header spec section 8): "No data".
  const { data, isPending } = useNotices({ tab });
  if (isPending) return null;
  if (!data || data.length === 0) {
    return (
      <Empty>
        <span>{t('notifications.noData')}</span>
        <a href={linkTo('/reminder/config')}>{t('notifications.goToSettings')}</a>
      </Empty>
    );
  }
  return (
    <List>
      {data.map((notice) => (
        <NoticeRow key={notice.msg_id} notice={notice} linkTo={linkTo} />
      ))}
    </List>
  );
}

/** The bell's panel: tabs Platform, Trade and Markets, each a list of its latest notices. */
function NotificationsPanel() {
  const { t } = useTranslation(panelsNamespace);
  const { linkTo } = useSitePaths();
  const [tab, setTab] = useState<NotificationTab>('platform');
  return (
    <Panel>
      <TabsRoot value={tab} onValueChange={(value) => setTab(value as NotificationTab)}>
        <NoticeTabList aria-label={t('notifications.tabs')}>
          {notificationTabs.map((name) => (
            <Tab key={name} value={name}>
              {t(`notifications.${name}`)}
            </Tab>
          ))}
        </NoticeTabList>
        {notificationTabs.map((name) => (
          <Tabs.Content key={name} value={name}>
            <NoticeList tab={name} />
          </Tabs.Content>
        ))}
      </TabsRoot>
      <Footer href={linkTo('/reminder')}>{t('notifications.viewAll')}</Footer>
    </Panel>
  );
}

export const renderNotificationsPanel = (_props: MenuPanelControls) => <NotificationsPanel />;
