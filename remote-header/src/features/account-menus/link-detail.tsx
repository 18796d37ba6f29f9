import styled from 'styled-components';

/** A line under a menu entry (a balance, a verification status), aligned with the entry's text. */
export const LinkDetail = styled.span`
  flex-basis: 100%;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  padding-block-end: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;
