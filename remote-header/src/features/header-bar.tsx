import { ChromeRoot, type ExposedComponentProps } from '@site-chrome/shared';
import styled from 'styled-components';
import '../i18n/header-translations';
import { SignedInAccount } from './account/signed-in-account';
import { VisitorActions } from './account/visitor-actions';
import { Logo } from './brand/logo';
import { MainNavigation } from './navigation/main-navigation';
import { ThemeToggle } from './theme-toggle/theme-toggle';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  height: ${({ theme }) => theme.layout.headerHeight};
  padding-inline: ${({ theme }) => theme.space.xl};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  @media (max-width: 767.9px) {
    padding-inline: ${({ theme }) => theme.space.lg};
  }
`;

const EndGroup = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-inline-start: auto;
`;

/** The top bar: brand, main navigation, then account actions and settings at the inline end. */
export function HeaderBar({ props }: ExposedComponentProps) {
  return (
    <ChromeRoot as="header">
      <Bar>
        <Logo />
        <MainNavigation />
        <EndGroup>
          {props.user ? (
            <SignedInAccount user={props.user} />
          ) : (
            <VisitorActions onLogin={props.onLogin} onSignup={props.onSignup} />
          )}
          <ThemeToggle onThemeChange={props.onThemeChange} />
        </EndGroup>
      </Bar>
    </ChromeRoot>
  );
}
