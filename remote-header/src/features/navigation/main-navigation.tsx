import { localisedPath, useChromeStore } from '@site-chrome/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { headerNamespace } from '../../i18n/header-translations';
import { primaryNavigationLinks } from './primary-navigation-links';

const Navigation = styled.nav`
  flex: 1 1 auto;
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: none;
`;

const LinkList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NavigationLink = styled.a`
  display: block;
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** The "Main" navigation landmark with the primary product links. */
export function MainNavigation() {
  const { t } = useTranslation(headerNamespace);
  const { t: tCommon } = useTranslation();
  const language = useChromeStore((state) => state.language);
  const currentPath = useChromeStore((state) => state.path);

  return (
    <Navigation aria-label={tCommon('mainNavigation')}>
      <LinkList>
        {primaryNavigationLinks.map((link) => (
          <li key={link.labelKey}>
            <NavigationLink
              href={localisedPath(language, link.path)}
              aria-current={currentPath === link.path ? 'page' : undefined}
            >
              {t(link.labelKey)}
            </NavigationLink>
          </li>
        ))}
      </LinkList>
    </Navigation>
  );
}
