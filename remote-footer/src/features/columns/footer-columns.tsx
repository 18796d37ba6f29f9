import { useId, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import type { FooterColumn } from './footer-columns-model';
import { useNarrowFooter } from './use-narrow-footer';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  @media (max-width: 767.9px) {
    grid-template-columns: 1fr;
    gap: 0;
  }
`;

const Column = styled.section`
  @media (max-width: 767.9px) {
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/* The heading keeps one height whether it is text or a button, so switching modes or opening moves nothing above. */
const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizeMd};
  font-weight: ${({ theme }) => theme.font.weightBold};
  line-height: 24px;

  @media (max-width: 767.9px) {
    margin: 0;
  }

  button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    width: 100%;
    min-height: 48px;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }

  svg {
    width: 16px;
    height: 16px;
    transition: transform 0.2s;
  }

  button[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }

  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

const Entries = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 20px;

  /* A closed accordion column: the grid display above would otherwise override the hidden attribute. */
  &[hidden] {
    display: none;
  }

  @media (max-width: 767.9px) {
    padding-block-end: ${({ theme }) => theme.space.md};
  }

  /* Targets of at least 24 px (WCAG 2.5.8), and more room for a finger on narrow screens. */
  a {
    display: inline-block;
    padding-block: 2px;
    color: inherit;
    text-decoration: none;
  }

  @media (max-width: 767.9px) {
    a {
      padding-block: 6px;
    }
  }

  a:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }
`;

interface FooterColumnsProps {
  columns: readonly FooterColumn[];
  /** For a visitor: a click on the download entry opens the download dialog. */
  onDownload?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The link columns under their headings. Below 768 px each heading is a button with `aria-expanded` that
 * opens its column (ARCHITECTURE "Accessible names"); the columns start closed there.
 */
export function FooterColumns({ columns, onDownload }: FooterColumnsProps) {
  const narrow = useNarrowFooter();
  const baseId = useId();
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <Columns>
      {columns.map((column, index) => {
        const listId = `${baseId}-${index}`;
        const expanded = !narrow || opened.has(column.key);
        return (
          <Column key={column.key}>
            <Heading>
              {narrow ? (
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => toggle(column.key)}
                >
                  {column.heading}
                  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                    <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
                  </svg>
                </button>
              ) : (
                column.heading
              )}
            </Heading>
            <Entries id={listId} hidden={!expanded}>
              {column.entries.map((entry) => (
                <li key={entry.key}>
                  {entry.kind === 'text' ? (
                    entry.text
                  ) : (
                    <a
                      href={entry.href}
                      onClick={entry.download ? onDownload : undefined}
                      {...(entry.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      {entry.text}
                    </a>
                  )}
                </li>
              ))}
            </Entries>
          </Column>
        );
      })}
    </Columns>
  );
}
