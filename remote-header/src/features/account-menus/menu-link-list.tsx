import { useTranslation } from '@site-chrome/runtime';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { menuItemLinkStyles } from '../../ui/menu-item-link-styles';
import { panelsNamespace } from '../../i18n/panels/panel-translations';
import type { AccountMenuLink } from './account-menu-model';

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
`;

const Link = styled.a`
  ${menuItemLinkStyles}
  display: block;
  padding-inline: ${({ theme }) => theme.space.md};
`;

interface MenuLinkListProps {
  links: readonly AccountMenuLink[];
  label: string;
  /** What to show under an entry, by its key (a balance, a verification status). Default none. */
  details?: Readonly<Partial<Record<string, ReactNode>>>;
}

/** A menu's links by name; an inert entry (testnet profile pages) stays visible but is not a link target. */
export function MenuLinkList({ links, label, details = {} }: MenuLinkListProps) {
  const { t } = useTranslation(panelsNamespace);
  return (
    <List aria-label={label}>
      {links.map((link) => (
        <li key={link.key}>
          {link.href === null ? (
            <Link role="link" aria-disabled="true">
              {t(`links.${link.key}`)}
            </Link>
          ) : (
            <Link href={link.href} data-track={`account:${link.key}`}>
              {t(`links.${link.key}`)}
            </Link>
          )}
          {details[link.key]}
        </li>
      ))}
    </List>
  );
}
