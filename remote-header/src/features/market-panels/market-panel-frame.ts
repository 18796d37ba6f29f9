import styled from 'styled-components';

/*
 * The box of a market panel, shared by the panel and its shell (market-panel-shell): the shell drawn
 * while the panel's code or data is on its way takes the panel's width, so nothing beside it moves when it
 * fills.
 */
export const MarketSection = styled.section<{ $wide: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
  box-sizing: border-box;
  width: ${({ $wide }) => ($wide ? '540px' : '420px')};
  max-width: 100%;
  padding-inline-start: ${({ theme }) => theme.space.md};
  border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
`;

export const MarketHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeMd};
`;
