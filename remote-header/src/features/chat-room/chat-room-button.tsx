import styled from 'styled-components';
import { createLazyPart, LoadedPart } from '../../ui/lazy-parts/create-lazy-part';
import { useLazyDialog } from '../../ui/lazy-parts/use-lazy-dialog';
import { NavigationLink } from '../../ui/navigation-link';

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

/** The chat-room item: a button that opens the chat panel instead of navigating (header spec section 2). */
export function ChatRoomButton({ label, code }: { label: string; code: string }) {
  const { render: renderPanel, isOpen, setOpen, buttonRef, triggerProps } = useLazyDialog(chatRoomPanel);
  return (
    <>
      <ItemButton as="button" {...triggerProps} data-track={`nav:${code}`}>
        {label}
      </ItemButton>
      {renderPanel ? (
        <LoadedPart
          render={renderPanel}
          props={{ open: isOpen, onOpenChange: setOpen, title: label, returnFocusRef: buttonRef }}
        />
      ) : null}
    </>
  );
}
