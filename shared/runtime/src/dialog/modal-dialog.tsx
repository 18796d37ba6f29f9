import * as Dialog from '@radix-ui/react-dialog';
import { IconButton } from '@site-chrome/runtime/ui';
import { textDirection, useChromeStore } from '@site-chrome/runtime';
import type { ReactNode, RefObject } from 'react';
import styled, { css } from 'styled-components';
import { portalSurfaceStyles } from './portal-surface';

// Overlay and content share one layer, so a dialog opened from a dialog (the Turkey question) stacks by
// document order: its overlay dims the first dialog, its content sits above that overlay.
const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 41;
  background: rgb(0 0 0 / 45%);
`;

const Content = styled(Dialog.Content)<{ $placement: 'center' | 'bottom' }>`
  position: fixed;
  z-index: 41;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  box-sizing: border-box;
  max-height: 85vh;
  padding: ${({ theme }) => theme.space.lg};
  overflow-y: auto;
  box-shadow: 0 8px 32px rgb(0 0 0 / 25%);

  ${({ $placement, theme }) =>
    $placement === 'bottom'
      ? css`
          inset-inline: 0;
          inset-block-end: 0;
          border-radius: ${theme.radius.md} ${theme.radius.md} 0 0;
        `
      : css`
          inset-block-start: 50%;
          inset-inline-start: 50%;
          width: min(560px, calc(100vw - 32px));
          border-radius: ${theme.radius.md};
          transform: translate(-50%, -50%);

          &[dir='rtl'] {
            transform: translate(50%, -50%);
          }
        `}

  ${portalSurfaceStyles}
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
`;

/**
 * An Escape typed in a combobox that holds text belongs to the combobox, which clears it (WAI-ARIA combobox
 * pattern; the search fields do so): the dialog stays open, and the next Escape closes it. Radix hears
 * Escape on the document before the field does, so without this the first Escape closed the whole dialog.
 */
function isClearingCombobox(event: KeyboardEvent): boolean {
  const field = event.target;
  return field instanceof HTMLInputElement && field.getAttribute('role') === 'combobox' && field.value !== '';
}

export interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's name, shown as its heading. */
  title: string;
  /** Name of the close button; without one the dialog closes only through its own buttons or Escape. */
  closeLabel?: string;
  /** Where focus goes back on close: the control that opened the dialog. */
  returnFocusRef: RefObject<HTMLElement | null>;
  /** 'center' (default) or 'bottom', the phone sheet. */
  placement?: 'center' | 'bottom';
  /** False while work is under way that must not be interrupted (logging out). Default true. */
  dismissible?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog (Radix Dialog: focus trapped, Escape closes, focus returns to the opener), centred or as a
 * bottom sheet. Log out, Language and region, the Turkey question and the phone settings are each one.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  closeLabel,
  returnFocusRef,
  placement = 'center',
  dismissible = true,
  children,
}: ModalDialogProps) {
  const language = useChromeStore((state) => state.language);
  const theme = useChromeStore((state) => state.theme);
  const stayOpen = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  const stayOpenForCombobox = (event: KeyboardEvent) => {
    if (!dismissible || isClearingCombobox(event)) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Content
          $placement={placement}
          dir={textDirection(language)}
          lang={language}
          data-theme={theme}
          aria-describedby={undefined}
          onEscapeKeyDown={stayOpenForCombobox}
          onPointerDownOutside={stayOpen}
          onCloseAutoFocus={(event) => {
            // The opener sits outside the dialog's tree, so Radix cannot find it on its own.
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
        >
          <Heading>
            <Title>{title}</Title>
            {closeLabel && dismissible ? (
              <Dialog.Close asChild>
                <IconButton type="button" aria-label={closeLabel}>
                  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                    <path d="m5 5 10 10M15 5 5 15" fill="none" stroke="currentColor" strokeWidth="1.6" />
                  </svg>
                </IconButton>
              </Dialog.Close>
            ) : null}
          </Heading>
          {children}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
