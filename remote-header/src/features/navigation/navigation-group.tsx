import { useChromeStore } from '@site-chrome/shared';
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { LoadedPart } from '../lazy-parts/create-lazy-part';
import { DisclosureChevron, menuTriggerStyles } from './disclosure-chevron';
import type { NavigationEntry } from './navigation-model';
import { dropdownPanel } from './dropdown-panel-part';
import { useHoverDisclosure } from '../header-menus/use-hover-disclosure';

const GroupButton = styled.button`
  ${menuTriggerStyles}
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
`;

/**
 * A top-level item with children: a disclosure button whose panel (in its own chunk) opens on hover and
 * on Enter/Space (`useHoverDisclosure`).
 */
export function NavigationGroup({ entry, columnSize }: { entry: NavigationEntry; columnSize: number }) {
  const theme = useChromeStore((state) => state.theme);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { isOpen, itemProps, buttonProps } = useHoverDisclosure(
    buttonRef,
    () => void dropdownPanel.preload().catch(() => undefined),
  );
  const renderPanel = dropdownPanel.usePart(isOpen);

  return (
    <li {...itemProps}>
      <GroupButton {...buttonProps} data-track={`nav:${entry.code || entry.key}`} aria-controls={panelId}>
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
