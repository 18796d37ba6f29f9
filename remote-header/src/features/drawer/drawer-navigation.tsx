import type { SiteVisibility } from '@site-chrome/rules/sites';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { DisclosureChevron, disclosureChevronStyles } from '../../ui/disclosure-chevron';
import { type NavigationEntry, useNavigationEntries } from '../navigation';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Nested = styled(List)`
  padding-inline-start: ${({ theme }) => theme.space.lg};
`;

const rowStyles = `
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 44px;
  padding-inline: 0;
  border: 0;
  background: transparent;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
`;

const RowLink = styled.a`
  ${rowStyles}
  color: ${({ theme }) => theme.colors.text};
`;

const RowButton = styled.button`
  ${rowStyles}
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weightBold};

  ${disclosureChevronStyles}
`;

function AccordionEntry({ entry }: { entry: NavigationEntry }) {
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  if (entry.children.length === 0) {
    if (!entry.href) return null;
    const isExternal = entry.target === '_blank';
    return (
      <li>
        <RowLink
          data-track={`nav:${entry.code || entry.key}`}
          href={entry.href}
          target={isExternal ? '_blank' : undefined}
          rel={isExternal ? 'noopener noreferrer' : undefined}
        >
          {entry.label}
        </RowLink>
      </li>
    );
  }
  return (
    <li>
      <RowButton
        data-track={`nav:${entry.code || entry.key}`}
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setOpen((open) => !open)}
      >
        {entry.label}
        <DisclosureChevron />
      </RowButton>
      <Nested id={listId} hidden={!isOpen}>
        {entry.children.map((child) => (
          <AccordionEntry key={child.key} entry={child} />
        ))}
      </Nested>
    </li>
  );
}

/**
 * The drawer's navigation: the phone (h5) menu, with the same visibility rules as the bar, as an
 * accordion (disclosure buttons); fetched when the drawer first opens.
 */
export function DrawerNavigation({ visibility, label }: { visibility: SiteVisibility; label: string }) {
  const entries = useNavigationEntries(visibility, 'h5');
  return (
    <nav aria-label={label}>
      <List>
        {entries.map((entry) => (
          <AccordionEntry key={entry.key} entry={entry} />
        ))}
      </List>
    </nav>
  );
}
