import { useTranslation } from '@site-chrome/runtime';
import { useHeaderLinks } from '../actions';
import styled from 'styled-components';
import { barFullWidth } from '../../ui/breakpoints';

const LogoLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizeLg};
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-decoration: none;
  white-space: nowrap;
`;

// Below 480 px the mark stands alone: the bar needs the room for Log In, Sign Up and Menu.
const Wordmark = styled.span`
  @media (max-width: ${barFullWidth - 0.1}px) {
    display: none;
  }
`;

const Mark = styled.svg`
  width: 28px;
  height: 28px;
  color: ${({ theme }) => theme.colors.accent};
`;

/** The brand mark; always links to the home page of the reader's language. */
export function Logo() {
  const { t } = useTranslation();
  const links = useHeaderLinks();
  return (
    <LogoLink href={links.home} aria-label={t('logoLabel')}>
      <Mark viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="currentColor" />
        <path d="M10 20l6-9 6 9z" fill="#fff" />
      </Mark>
      <Wordmark aria-hidden="true">{t('brand')}</Wordmark>
    </LogoLink>
  );
}
