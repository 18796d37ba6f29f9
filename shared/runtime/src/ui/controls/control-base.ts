import { css } from 'styled-components';

/**
 * The box every control starts from (Button, ActionLink, IconButton, TextField, Select): a 1 px border (of
 * no colour until a look gives it one), the small radius and the type of the text around it.
 */
export const controlBase = css`
  box-sizing: border-box;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
`;

/**
 * The field look TextField and Select share: outlined, on the page's own background, in the theme's colour
 * scheme (so native pickers, autofill and the search field's clear button follow light or dark), with the
 * chrome's focus ring even when drawn outside a ChromeRoot.
 */
export const fieldStyles = css`
  ${controlBase}
  max-inline-size: 100%;
  border-color: ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  color-scheme: ${({ theme }) => theme.name};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
