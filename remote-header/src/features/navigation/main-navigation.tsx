import { useChromeStore, useTranslation } from '@site-chrome/shared';
import styled from 'styled-components';
import { useNavigationLinks } from './use-navigation-links';

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

/** The "Main" navigation landmark: the server menu's top-level links. */
export function MainNavigation() {
  const { t } = useTranslation();
  const currentPath = useChromeStore((state) => state.path);
  const links = useNavigationLinks();

  return (
    <Navigation aria-label={t('mainNavigation')}>
      <LinkList>
        {links.map((link) => (
          <li key={link.key}>
            <NavigationLink
              href={link.href}
              target={link.target === '_blank' ? '_blank' : undefined}
              rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}
              aria-current={currentPath === link.path ? 'page' : undefined}
            >
              {link.label}
            </NavigationLink>
          </li>
        ))}
      </LinkList>
    </Navigation>
  );
}
