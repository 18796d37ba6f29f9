// The theme tokens styled-components hands this file (DefaultTheme), for every program that reaches it: a
// package compiling against the runtime (the host kit's build) does not include src/theme/ itself.
import type {} from '../theme/styled';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { textDirection } from '../i18n/languages';
import { languageLineBreaks } from './language-line-breaks';
import { useChromeStore } from '../store/chrome-store';

const RootElement = styled.div`
  box-sizing: border-box;
  color-scheme: ${({ theme }) => theme.name};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.sizeMd};
  line-height: 1.4;

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
`;

interface ChromeRootProps extends HTMLAttributes<HTMLElement> {
  /** The landmark element of this remote: 'header', 'footer', 'section' or 'div'. Default 'div'. */
  as?: 'header' | 'footer' | 'section' | 'div';
}

/**
 * The root element of every remote: carries `data-theme`, `dir` and `lang` from the page store
 * (ARCHITECTURE "Accessible names"), so host CSS and tests can rely on them.
 */
export function ChromeRoot({ as = 'div', children, ...rest }: ChromeRootProps) {
  const theme = useChromeStore((state) => state.theme);
  const language = useChromeStore((state) => state.language);
  return (
    <RootElement as={as} data-theme={theme} dir={textDirection(language)} lang={language} {...rest}>
      {children}
    </RootElement>
  );
}
