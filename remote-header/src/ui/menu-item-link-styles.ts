import { css } from 'styled-components';

/** A link in a dropdown panel (navigation groups, account menus): shaded on hover and focus, muted when inert. */
export const menuItemLinkStyles = css`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;
