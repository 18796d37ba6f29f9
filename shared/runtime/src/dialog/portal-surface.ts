import { css } from 'styled-components';
import { languageLineBreaks } from '../ui/language-line-breaks';

/**
 * A Radix portal puts a dialog outside ChromeRoot: the dialog repeats the root's type, colours, box model
 * and focus ring. The drawer, the chat panel and every modal use this.
 */
export const portalSurfaceStyles = css`
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.sizeMd};
  line-height: 1.4;
  color-scheme: ${({ theme }) => theme.name};

  /* As the chrome's roots (ChromeRoot): the surface carries lang. */
  ${languageLineBreaks}

  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &:focus {
    outline: none;
  }
`;
