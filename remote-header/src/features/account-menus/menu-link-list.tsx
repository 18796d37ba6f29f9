import { useTranslation } from '@site-chrome/runtime';
import { VisuallyHidden } from '@site-chrome/runtime/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { menuItemLinkStyles } from '../../ui/menu-item-link-styles';
import { panelsNamespace } from '../../i18n/panels/panel-translations';
import type { AccountMenuLink, MenuRightIcon } from './account-menu-model';
import { NewTabIcon } from './new-tab-icon';

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
`;

// The name takes the row and keeps its whole text (the panel widens); a right node (a mode) sits at its
// end; a detail wraps onto a line of its own below.
const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
`;

const Link = styled.a`
  ${menuItemLinkStyles}
  flex: 1 0 auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.md};

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const RightNode = styled.span`
  padding-inline-end: ${({ theme }) => theme.space.md};
`;

const rightIcons: Readonly<Record<MenuRightIcon, () => ReactNode>> = {
  newTab: () => <NewTabIcon />,
};

interface MenuLinkListProps {
  links: readonly AccountMenuLink[];
  label: string;
  /** What to show under an entry, by its key (a balance, a verification status). Default none. */
  details?: Readonly<Partial<Record<string, ReactNode>>>;
  /** What to show at the end of an entry's row, by its key (the spec's `rightNode`). Default none. */
  rightNodes?: Readonly<Partial<Record<string, ReactNode>>>;
}

/**
 * A menu's links by name (the spec's local nav items): an inert entry (testnet profile pages) stays visible
 * but is not a link target; an entry that opens in a new tab shows its icon and says so to screen readers.
 */
export function MenuLinkList({ links, label, details = {}, rightNodes = {} }: MenuLinkListProps) {
  const { t } = useTranslation(panelsNamespace);
  return (
    <List aria-label={label}>
      {links.map((link) => {
        const name = t(`links.${link.key}`);
        const rightNode = rightNodes[link.key];
        return (
          <Row key={link.key}>
            {link.href === null ? (
              <Link role="link" aria-disabled="true">
                {name}
              </Link>
            ) : (
              <Link
                href={link.href}
                data-track={`account:${link.key}`}
                target={link.target}
                rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}
              >
                {name}
                {link.target === '_blank' ? (
                  <VisuallyHidden> {t('links.opensInNewTab')}</VisuallyHidden>
                ) : null}
                {link.rightIcon ? rightIcons[link.rightIcon]() : null}
              </Link>
            )}
            {rightNode ? <RightNode>{rightNode}</RightNode> : null}
            {details[link.key]}
          </Row>
        );
      })}
    </List>
  );
}
