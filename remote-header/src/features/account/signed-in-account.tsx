import { type ChromeUser, localisedPath, useChromeStore, useTranslation } from '@site-chrome/shared';
import styled from 'styled-components';
import { headerNamespace } from '../../i18n/header-translations';

const AccountLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

/** The signed-in user's entry to their account; the full personal-centre menu comes later. */
export function SignedInAccount({ user }: { user: ChromeUser }) {
  const { t } = useTranslation(headerNamespace);
  const language = useChromeStore((state) => state.language);
  const name = user.nickname || user.uid;
  return (
    <AccountLink
      href={localisedPath(language, '/myaccount/profile')}
      aria-label={t('account.greeting', { name })}
    >
      <Avatar aria-hidden="true">{name.slice(0, 1).toUpperCase()}</Avatar>
    </AccountLink>
  );
}
