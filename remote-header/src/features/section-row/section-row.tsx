import styled from 'styled-components';
import { EntryLink, type NavigationEntry } from '../navigation';
import { useMemo } from 'react';
import { sectionOfPage, type PageSection } from './section-of-page';

// Header spec sections 1 and 9: a second navigation row, hidden below 992 px, where the drawer takes over.
const Row = styled.nav`
  display: flex;
  align-items: center;
  min-height: 40px;
  padding-inline: ${({ theme }) => theme.space.xl};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }

  @media (max-width: 991.9px) {
    display: none;
  }
`;

const Links = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
`;

/**
 * The second row: the links of the section the page is in ("Trade" on a trade page), the current one
 * marked. A navigation landmark named after its section, so screen-reader users can tell it from "Main".
 */
function SectionRow({ section }: { section: PageSection }) {
  return (
    <Row aria-label={section.group.label}>
      <Links>
        {section.links.map((link) => (
          <li key={link.key}>
            <EntryLink entry={link} current={link.key === section.currentKey} />
          </li>
        ))}
      </Links>
    </Row>
  );
}

/** The row for a page, or nothing when the page is outside every menu section. */
function SectionRowForPage({ entries, path }: { entries: NavigationEntry[]; path: string }) {
  const section = useMemo(() => sectionOfPage(entries, path), [entries, path]);
  return section ? <SectionRow section={section} /> : null;
}

/** The chunk's entry point (see section-row-slot.tsx). */
export function renderSectionRow(props: { entries: NavigationEntry[]; path: string }) {
  return <SectionRowForPage {...props} />;
}
