import { useRef, useState } from 'react';
import styled from 'styled-components';
import { createLazyPart, LoadedPart } from '../lazy-parts/create-lazy-part';
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
  const [wanted, setWanted] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const renderPanel = chatRoomPanel.usePart(wanted);
  const preload = () => void chatRoomPanel.preload().catch(() => undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <ItemButton
        as="button"
        ref={buttonRef}
        type="button"
        data-track={`nav:${entry.code}`}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
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
