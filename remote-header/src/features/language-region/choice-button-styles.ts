import { css } from 'styled-components';

/** A choice in a grid of options (a language, a fiat): the current one is outlined in the accent colour. */
export const choiceButtonStyles = css`
  width: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;
