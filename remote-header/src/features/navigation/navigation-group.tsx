import { useChromeStore } from '@site-chrome/runtime';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { LoadedPart } from '../../ui/lazy-parts/create-lazy-part';
import { DisclosureChevron, menuTriggerStyles } from '../../ui/disclosure-chevron';
import type { NavigationEntry } from './navigation-model';
import { dropdownPanel } from './dropdown-panel-part';
import { useHoverDisclosure } from '../../ui/header-menu/use-hover-disclosure';

const GroupButton = styled.button`
  ${menuTriggerStyles}
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
`;

/**
 * A top-level item with children: a disclosure button whose panel (in its own chunk) opens on hover and
 * on Enter/Space (`useHoverDisclosure`).
 */
export function NavigationGroup({
  entry,
  columnSizes,
}: {
  entry: NavigationEntry;
  columnSizes: Readonly<Record<string, number>>;
}) {
  const theme = useChromeStore((state) => state.theme);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { isOpen, itemProps, buttonProps } = useHoverDisclosure(
    buttonRef,
    () => void dropdownPanel.preload(),
  );
  const renderPanel = dropdownPanel.usePart(isOpen);
  // Counts the openings. Once opened, the panel stays mounted and is hidden while closed: opening it again
  // shows the same elements, with the style and layout they had, instead of building them again. Hidden
  // by `visibility` rather than `display: none` (the `hidden` attribute, React's Activity), which throws the
  // layout away: at 10,000 markets, laying a market panel out again cost most of an opening (issue 9).
  // While closed the panel listens to nothing and polls nothing (it is told `open`). Each opening starts
  // with no market shown beside the items.
  const [opening, setOpening] = useState({ isOpen: false, count: 0 });
  if (opening.isOpen !== isOpen) setOpening({ isOpen, count: opening.count + (isOpen ? 1 : 0) });

  return (
    <li {...itemProps}>
      <GroupButton {...buttonProps} data-track={`nav:${entry.code || entry.key}`} aria-controls={panelId}>
        {entry.label}
        <DisclosureChevron />
      </GroupButton>
      <div
        id={panelId}
        // Out of sight, reach (no hit tests, no focus) and the accessibility tree while closed: `visibility`
        // does all three. Not `inert` as well: it restyles the whole panel on each opening (twice the work).
        style={isOpen ? undefined : { visibility: 'hidden' }}
        aria-hidden={isOpen ? undefined : true}
      >
        {renderPanel && opening.count > 0 ? (
          <LoadedPart
            render={renderPanel}
            props={{ entry, theme, columnSizes, anchorRef: buttonRef, opening: opening.count, open: isOpen }}
          />
        ) : null}
      </div>
    </li>
  );
}
