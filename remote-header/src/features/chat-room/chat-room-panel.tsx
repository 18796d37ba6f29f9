import { ActionLink } from '@site-chrome/runtime/ui';
import { useChromeStore, useTranslation } from '@site-chrome/runtime';
import { useSitePaths } from '@site-chrome/data/common-data';
import { useChatRoomState } from '@site-chrome/data/chat-room';
import type { RefObject } from 'react';
import styled from 'styled-components';
import { useHeaderLinks } from '../actions';
import { SideSheet } from '../../ui/side-sheet';
import { chatRoomNamespace } from './chat-room-translations';
import { formatMessageTime } from '../../ui/format-message-time';

const RoomLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Feed = styled.ol`
  display: grid;
  flex: 1 1 auto;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const Message = styled.li`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;

  header {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.sizeSm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ChatRoomPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu item's title: the dialog's name. */
  title: string;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The chat room (header spec section 2: the chat-room item opens a panel instead of navigating). The room
 * for the reader's language, its people online and recent messages, refreshed while open. Visitors are
 * invited to log in; sub-accounts read only; others can go on to the full room to post.
 */
function ChatRoomPanel({ open, onOpenChange, title, returnFocusRef }: ChatRoomPanelProps) {
  const { t } = useTranslation(chatRoomNamespace);
  const language = useChromeStore((state) => state.language);
  const user = useChromeStore((state) => state.user);
  const links = useHeaderLinks();
  const { linkTo } = useSitePaths();
  const { data, isPending } = useChatRoomState({
    open,
    language,
    nickname: user?.nickname ?? '',
    isSubAccount: user?.isSubAccount ?? false,
  });
  const room = data?.room;
  const messages = data?.messages ?? [];

  return (
    <SideSheet
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={t('close')}
      returnFocusRef={returnFocusRef}
    >
      {isPending ? (
        <Note role="status">{t('loading')}</Note>
      ) : !room || room.id === '' ? (
        // A failed or malformed answer: say so instead of an empty panel that looks like a quiet room.
        <Note role="status">{t('unavailable')}</Note>
      ) : (
        <>
          <RoomLine>
            {room.name} · {t('online', { count: room.online_count })}
          </RoomLine>
          {messages.length === 0 ? (
            <Note>{t('empty')}</Note>
          ) : (
            <Feed aria-label={t('recent')}>
              {messages.map((message) => (
                <Message key={message.id}>
                  <header>
                    <strong>{message.nickname}</strong>
                    <time dateTime={new Date(message.time * 1000).toISOString()}>
                      {formatMessageTime(message.time)}
                    </time>
                  </header>
                  {/* Text, never markup: React escapes it. */}
                  <span>{message.text}</span>
                </Message>
              ))}
            </Feed>
          )}
          {!user ? (
            <ActionLink data-track="chat-room-login" $variant="primary" href={links.login}>
              {t('logInToChat')}
            </ActionLink>
          ) : data?.can_post !== true ? (
            <Note>{t('subAccountReadOnly')}</Note>
          ) : (
            <ActionLink
              data-track="chat-room-open"
              $variant="primary"
              href={linkTo(`/groupchat/room/${encodeURIComponent(room.id)}`)}
            >
              {t('openRoom')}
            </ActionLink>
          )}
        </>
      )}
    </SideSheet>
  );
}

/** The chunk's entry point (see chat-room-button.tsx). */
export function renderChatRoomPanel(props: ChatRoomPanelProps) {
  return <ChatRoomPanel {...props} />;
}
