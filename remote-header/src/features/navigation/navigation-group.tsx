import { useChromeStore } from '@site-chrome/shared';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { LoadedPart } from '../lazy-parts/create-lazy-part';
import { DisclosureChevron, disclosureChevronStyles } from './disclosure-chevron';
import type { NavigationEntry } from './navigation-model';
import { dropdownPanel } from './dropdown-panel-part';

const GroupButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surface};
  }

  ${disclosureChevronStyles}
`;

/**
 * A top-level item with children: a disclosure button (WAI-ARIA disclosure pattern) whose panel opens on
 * hover and on Enter/Space, closes on leave, on Escape (focus returns to the button) and when focus
 * leaves the item.
 */
export function NavigationGroup({ entry, columnSize }: { entry: NavigationEntry; columnSize: number }) {
  // Open "at" a page path: when the host navigates client-side, a panel left open would cover the new page.
  const path = useChromeStore((state) => state.path);
  const [openAtPath, setOpenAtPath] = useState<string | null>(null);
  const isOpen = openAtPath === path;
  const setOpen = (open: boolean | ((wasOpen: boolean) => boolean)) =>
    setOpenAtPath((current) => {
      const next = typeof open === 'function' ? open(current === path) : open;
      return next ? path : null;
    });
  const theme = useChromeStore((state) => state.theme);
  const renderPanel = dropdownPanel.usePart(isOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const lastPointerType = useRef('');
  const panelId = useId();

  const closeAndFocus = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      closeAndFocus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li
      onPointerEnter={(event) => {
        if (event.pointerType === 'touch') return;
        void dropdownPanel.preload().catch(() => undefined);
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'touch') setOpen(false);
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <GroupButton
        ref={buttonRef}
        data-track={`nav:${entry.code || entry.key}`}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onFocus={() => void dropdownPanel.preload().catch(() => undefined)}
        onPointerDown={(event) => {
          lastPointerType.current = event.pointerType;
        }}
        onClick={(event) => {
          // A mouse has already opened the panel by hovering: its click must not shut it again.
          // Keyboard (Enter/Space, detail 0) and touch toggle.
          const byMouse = event.detail > 0 && lastPointerType.current === 'mouse';
          setOpen((open) => (byMouse ? true : !open));
        }}
      >
        {entry.label}
        <DisclosureChevron />
      </GroupButton>
      <div id={panelId} hidden={!isOpen || !renderPanel}>
        {isOpen && renderPanel ? (
          <LoadedPart render={renderPanel} props={{ entry, theme, columnSize, anchorRef: buttonRef }} />
        ) : null}
      </div>
    </li>
  );
}
