import { useTranslation } from '@site-chrome/runtime';
import styled from 'styled-components';
import { panelsNamespace } from '../../i18n/panels/panel-translations';

const Card = styled.a`
  display: grid;
  gap: 2px;
  margin: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm} 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

/** The Rewards Hub card of the Account menu (a header part the host can hide: `rewardsHubCard`). */
export function RewardsHubCard({ href }: { href: string }) {
  const { t } = useTranslation(panelsNamespace);
  return (
    <Card href={href} data-track="account:rewards-hub">
      <strong>{t('account.rewardsHubTitle')}</strong>
      <span>{t('account.rewardsHubText')}</span>
    </Card>
  );
}
