import { type ChromeUser, useTranslation } from '@site-chrome/shared';
import styled from 'styled-components';
import { headerNamespace } from '../../i18n/header-translations';
import { useHeaderLinks } from '../actions/header-links';

const Account = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const AccountLink = styled(Account).attrs({ as: 'a' })``;

const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Badge = styled.span<{ $tone: 'vip' | 'muted' }>`
  padding-inline: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $tone, theme }) => ($tone === 'vip' ? '#f0b90b' : theme.colors.surface)};
  color: ${({ $tone, theme }) => ($tone === 'vip' ? '#1e1e1e' : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
  line-height: 18px;
  white-space: nowrap;
`;

interface SignedInAccountProps {
  user: ChromeUser;
  /** Testnet disables the profile link (header spec section 6). */
  profileLinkEnabled: boolean;
  showAvatar: boolean;
}

/**
 * The signed-in user's entry to their account, with their VIP tier (tier 0 is not VIP) and a sub-account
 * mark; the full personal-centre menu comes with the account menus.
 */
export function SignedInAccount({ user, profileLinkEnabled, showAvatar }: SignedInAccountProps) {
  const { t } = useTranslation(headerNamespace);
  const links = useHeaderLinks();
  const name = user.nickname || user.uid;
  const content = (
    <>
      {showAvatar ? <Avatar aria-hidden="true">{name.slice(0, 1).toUpperCase()}</Avatar> : null}
      {user.tier > 0 ? <Badge $tone="vip">{t('account.vipTier', { tier: user.tier })}</Badge> : null}
      {user.isSubAccount ? <Badge $tone="muted">{t('account.subAccount')}</Badge> : null}
    </>
  );
  const label = t('account.greeting', { name });
  return profileLinkEnabled ? (
    <AccountLink href={links.profile} aria-label={label}>
      {content}
    </AccountLink>
  ) : (
    <Account role="group" aria-label={label} aria-disabled="true">
      {content}
    </Account>
  );
}
