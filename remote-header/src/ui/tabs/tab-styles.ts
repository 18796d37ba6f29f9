import { css } from 'styled-components';

/** A tab row's look, shared by the Radix tabs of tabs.tsx and the market panels' own sub-tabs. */
// Tabs that do not fit one row go onto the next, each on one line while it fits one: at 375 px the Russian
// settings tabs (Язык и курс валюты, Цвет роста, Период изменения) each broke onto two lines instead.
export const tabListStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A tab: an underline marks the selected one (Radix sets `aria-selected` as the pattern does). */
export const tabStyles = css`
  padding: ${({ theme }) => theme.space.sm} 0;
  border: 0;
  border-block-end: 2px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  cursor: pointer;

  &[aria-selected='true'] {
    border-block-end-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;
