import styled from 'styled-components';
import { createLazyPart, LoadedPart } from '../lazy-parts/create-lazy-part';
import { useLazyDialog } from '../lazy-parts/use-lazy-dialog';
import { NavigationLink } from '../navigation/entry-link';
import type { NavigationEntry } from '../navigation/navigation-model';

/** The panel, its strings and Radix Dialog: their own chunk, fetched on the first sign of interest. */
const chatRoomPanel = createLazyPart(
  () =>
    import(/* webpackChunkName: "header-chat-room" */ './chat-room-panel').then(
      (module) => module.renderChatRoomPanel,
    ),
  'chat room',
);

const ItemButton = styled(NavigationLink)`
  border: 0;
  background: none;
  font: inherit;
  cursor: pointer;
`;

/** The server menu's chat-room item (code `chat_room`, no link of its own). */
export function isChatRoomEntry(entry: NavigationEntry): boolean {
  return entry.code === 'chat_room' && entry.href === '' && entry.children.length === 0;
}

/** The chat-room item: a button that opens the chat panel instead of navigating (header spec section 2). */
export function ChatRoomButton({ entry }: { entry: NavigationEntry }) {
  const { render: renderPanel, isOpen, setOpen, buttonRef, triggerProps } = useLazyDialog(chatRoomPanel);
  return (
    <>
      <ItemButton as="button" {...triggerProps} data-track={`nav:${entry.code}`}>
        {entry.label}
      </ItemButton>
      {renderPanel ? (
        <LoadedPart
          render={renderPanel}
          props={{ open: isOpen, onOpenChange: setOpen, title: entry.label, returnFocusRef: buttonRef }}
        />
      ) : null}
    </>
  );
}
