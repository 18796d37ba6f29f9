import styled from 'styled-components';
import { resultStyles } from '../features/results';

/** The search's one styled box: tabs, recent searches and results, styled by class inside it (the field is TextField). */
export const SearchPanelLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};

  .result-tabs {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
  }

  .result-tabs button,
  .recent-term,
  .recent-clear {
    flex: none;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.font.sizeSm};
    cursor: pointer;
  }

  .result-tabs [aria-selected='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }

  .result-tab-count {
    margin-inline-start: ${({ theme }) => theme.space.xs};
  }

  .recent-heading {
    display: flex;
    align-items: center;
    justify-content: space-between;
  }

  .recent h3 {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }

  .recent-clear {
    border: none;
    color: ${({ theme }) => theme.colors.accent};
  }

  .recent-terms {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding: 0;
    list-style: none;
  }

  .recent-term {
    max-inline-size: 16em;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  /*
   * New results are laid out and painted inside this box alone (it scrolls, so it is its own layer): the
   * dialog around it and the dimmed page behind it are not redrawn on every keystroke.
   */
  .search-results {
    max-block-size: min(60vh, 480px);
    overflow-y: auto;
    overscroll-behavior: contain;
    contain: layout paint;
  }

  .search-empty,
  .search-note {
    margin: 0;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }

  .search-empty {
    padding-block: ${({ theme }) => theme.space.xl};
    text-align: center;
  }

  ${resultStyles}
`;
