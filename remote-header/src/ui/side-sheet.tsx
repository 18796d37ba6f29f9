import * as Dialog from '@radix-ui/react-dialog';
import { IconButton } from '@site-chrome/runtime/ui';
import { textDirection, useChromeStore } from '@site-chrome/runtime';
import type { ReactNode, RefObject } from 'react';
import styled from 'styled-components';
import { portalSurfaceStyles } from '@site-chrome/runtime/dialog';

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgb(0 0 0 / 45%);
`;

// A sheet from the inline end: the right in left-to-right pages, the left in right-to-left ones.
const Sheet = styled(Dialog.Content)`
  position: fixed;
  inset-block: 0;
  inset-inline-end: 0;
  z-index: 41;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  box-sizing: border-box;
  width: min(360px, 100vw);
  padding: ${({ theme }) => theme.space.lg};
  overflow-y: auto;
  box-shadow: 0 0 24px rgb(0 0 0 / 20%);

  ${portalSurfaceStyles}
`;

const SheetHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
`;

function CloseIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="m5 5 10 10M15 5 5 15" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

export interface SideSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's name, shown as its heading. */
  title: string;
  closeLabel: string;
  /** Where focus goes back when the sheet closes: the button that opened it. */
  returnFocusRef: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A modal side sheet from the inline end (Radix Dialog: focus is trapped, Escape and the overlay close it,
 * focus returns to the opener). The drawer and the chat panel are both one; each ships in its own chunk.
 */
export function SideSheet({
  open,
  onOpenChange,
  title,
  closeLabel,
  returnFocusRef,
  children,
}: SideSheetProps) {
  const language = useChromeStore((state) => state.language);
  const theme = useChromeStore((state) => state.theme);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Sheet
          dir={textDirection(language)}
          lang={language}
          data-theme={theme}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The opener sits outside the dialog's tree, so Radix cannot find it on its own.
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
        >
          <SheetHeader>
            <Title>{title}</Title>
            <Dialog.Close asChild>
              <IconButton type="button" aria-label={closeLabel}>
                <CloseIcon />
              </IconButton>
            </Dialog.Close>
          </SheetHeader>
          {children}
        </Sheet>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
