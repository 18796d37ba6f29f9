import type { Theme } from '@site-chrome/shared';
import { useId, useLayoutEffect, useRef, type RefObject } from 'react';
import styled from 'styled-components';
import { toColumns, type NavigationEntry } from '../navigation-model';
import { menuItemLinkStyles } from '../menu-item-link-styles';
import { MenuTag } from './menu-tag';

// Fixed, placed from its button (see placeBelow): the bar scrolls sideways and would clip an absolute panel.
const Panel = styled.div`
  position: fixed;
  z-index: 20;
  min-width: 260px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: 0 8px 24px rgb(0 0 0 / 12%);
`;

const List = styled.ul<{ $layout: 'vertical' | 'horizontal' }>`
  display: flex;
  flex-direction: ${({ $layout }) => ($layout === 'horizontal' ? 'row' : 'column')};
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Columns = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
`;

const GroupLabel = styled.p`
  margin-block: ${({ theme }) => theme.space.xs};
  margin-inline: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const ItemLink = styled.a`
  ${menuItemLinkStyles}
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const Icon = styled.img`
  grid-row: span 2;
  width: 24px;
  height: 24px;
`;

const Title = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Description = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  white-space: normal;
`;

function DropdownItem({ entry, theme }: { entry: NavigationEntry; theme: Theme }) {
  const icon = theme === 'dark' ? entry.icon.dark || entry.icon.light : entry.icon.light || entry.icon.dark;
  const isExternal = entry.target === '_blank';
  return (
    <li>
      <ItemLink
        data-track={`nav:${entry.code || entry.key}`}
        // A child whose link failed the safe-link rule stays readable but leads nowhere.
        href={entry.href || undefined}
        aria-disabled={entry.href ? undefined : true}
        target={isExternal ? '_blank' : undefined}
        rel={isExternal ? 'noopener noreferrer' : undefined}
      >
        {icon ? <Icon src={icon} alt="" /> : null}
        <Title>
          {entry.label}
          {entry.tags.map((tag, index) => (
            <MenuTag key={`${tag.code}-${index}`} tag={tag} theme={theme} />
          ))}
        </Title>
        {entry.description ? <Description>{entry.description}</Description> : null}
      </ItemLink>
    </li>
  );
}

function DropdownGroup({
  group,
  theme,
  columnSize,
}: {
  group: NavigationEntry;
  theme: Theme;
  columnSize: number;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <GroupLabel id={labelId}>{group.label}</GroupLabel>
      <Columns>
        {toColumns(group.children, columnSize).map((column, index) => (
          <List key={index} $layout="vertical">
            {column.map((child) => (
              <DropdownItem key={child.key} entry={child} theme={theme} />
            ))}
          </List>
        ))}
      </Columns>
    </div>
  );
}

const viewportMargin = 8;

/**
 * Hangs the panel below its button, from the button's inline start (its right edge in a right-to-left
 * page), then shifts it back inside the viewport: an item near the far end of the bar (the more-menu)
 * would otherwise run off the screen.
 */
function placeBelow(panel: HTMLElement, anchor: HTMLElement) {
  const button = anchor.getBoundingClientRect();
  const viewportWidth = document.documentElement.clientWidth;
  const width = Math.min(panel.offsetWidth, viewportWidth - 2 * viewportMargin);
  const isRightToLeft = getComputedStyle(anchor).direction === 'rtl';
  const preferredLeft = isRightToLeft ? button.right - width : button.left;
  const left = Math.min(Math.max(preferredLeft, viewportMargin), viewportWidth - viewportMargin - width);
  panel.style.top = `${button.bottom}px`;
  panel.style.left = `${left}px`;
  panel.style.maxWidth = `${viewportWidth - 2 * viewportMargin}px`;
}

export interface DropdownPanelProps {
  entry: NavigationEntry;
  theme: Theme;
  /** Items per column when the children are groups (the more-menu): 6, or 8 for the EU promotions group. */
  columnSize: number;
  /** The button the panel hangs from. */
  anchorRef: RefObject<HTMLElement | null>;
}

/**
 * The contents of a top-level dropdown: its children as icon, title, tags and description, laid out as the
 * server says (`show_mode`). Children that are groups themselves become headed sections, each split into
 * columns of `columnSize`.
 */
export function DropdownPanel({ entry, theme, columnSize, anchorRef }: DropdownPanelProps) {
  const links = entry.children.filter((child) => child.children.length === 0);
  const groups = entry.children.filter((child) => child.children.length > 0);
  const panelRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const place = () => {
      if (panelRef.current && anchorRef.current) placeBelow(panelRef.current, anchorRef.current);
    };
    place();
    // Follow the button when the page or the bar scrolls, or the window changes size, while open.
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [anchorRef]);
  return (
    <Panel ref={panelRef}>
      {links.length > 0 ? (
        <List $layout={entry.layout}>
          {links.map((child) => (
            <DropdownItem key={child.key} entry={child} theme={theme} />
          ))}
        </List>
      ) : null}
      {groups.length > 0 ? (
        <Columns>
          {groups.map((group) => (
            <DropdownGroup key={group.key} group={group} theme={theme} columnSize={columnSize} />
          ))}
        </Columns>
      ) : null}
    </Panel>
  );
}

/** The chunk's entry point: a plain function, so the lazily loaded component keeps a stable identity. */
export function renderDropdownPanel(props: DropdownPanelProps) {
  return <DropdownPanel {...props} />;
}

export type RenderDropdownPanel = typeof renderDropdownPanel;
