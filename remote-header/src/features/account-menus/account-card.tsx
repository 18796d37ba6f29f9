import { useChromeStore, useTranslation, type ChromeUser } from '@site-chrome/runtime';
import type { UserInfo } from '@site-chrome/data/account';
import type { SiteVisibility } from '@site-chrome/rules/sites';
import styled from 'styled-components';
import { panelsNamespace } from '../../i18n/panels/panel-translations';
import { CopyUidButton } from './copy-uid-button';
import { formatAmount } from './format-amount';
import { ProfileAvatar } from './profile-avatar';

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Identity = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Name = styled.strong`
  font-size: ${({ theme }) => theme.font.sizeLg};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Tier = styled.span<{ $vip: boolean }>`
  padding-inline: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $vip, theme }) => ($vip ? '#f0b90b' : theme.colors.surface)};
  color: ${({ $vip, theme }) => ($vip ? '#1e1e1e' : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Progress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.sizeSm};

  progress {
    width: 100%;
    height: 6px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }

  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Warning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizeSm};

  a {
    margin-inline-start: ${({ theme }) => theme.space.xs};
    color: inherit;
  }
`;

interface AccountCardProps {
  user: ChromeUser;
  /** User info once it has answered; the card starts from the host's props. */
  details: UserInfo | undefined;
  tierLevel: number;
  visibility: SiteVisibility;
  linkTo: (path: string) => string;
}

/**
 * The top of the Account menu: who is signed in, their UID with "Copy UID", their VIP tier with the
 * progress and upgrade hints their sub-site allows, and a warning when their account security is weak.
 */
export function AccountCard({ user, details, tierLevel, visibility, linkTo }: AccountCardProps) {
  const { t } = useTranslation(panelsNamespace);
  const language = useChromeStore((state) => state.language);
  const name = details?.user_nick || details?.nickname || user.nickname || user.uid;
  const uid = details?.uid || user.uid;
  const progress = Math.min(100, Math.max(0, Math.round(details?.tier_next_progress ?? 0)));
  const nextTier = tierLevel + 1;
  const amount = (value: string | undefined) => formatAmount(value ?? '0', language);
  // Plan 1: trading volume; plan 2: GT held and volume; plan 3: assets held (header spec section 5).
  const upgradeHintValues = {
    1: { amount: amount(details?.tier_next_usdt) },
    2: { gt: amount(details?.tier_next_gt_min), amount: amount(details?.tier_next_usdt) },
    3: { amount: amount(details?.tier_next_asset_only_usd) },
  };

  return (
    <Card>
      {visibility.showPersonalInfo ? (
        <>
          <Identity>
            <ProfileAvatar
              name={name}
              avatarUrl={details?.user_avatar ?? ''}
              showAvatar={visibility.showAvatar}
              href={visibility.profileLinkEnabled ? linkTo('/myaccount/profile') : null}
            >
              <Name>{name}</Name>
            </ProfileAvatar>
            <Tier $vip={visibility.showVipCard}>
              {visibility.showVipCard ? t('account.vipTier', { tier: tierLevel }) : t('account.regularUser')}
            </Tier>
            {user.isSubAccount || details?.is_sub_account ? (
              <Tier $vip={false}>{t('account.subAccount')}</Tier>
            ) : null}
          </Identity>
          <Identity>
            <Muted>{t('account.uid', { uid })}</Muted>
            <CopyUidButton uid={uid} />
          </Identity>
        </>
      ) : null}
      {visibility.showTierProgressHint && details ? (
        <Progress>
          <label>
            {t('account.progress', { tier: nextTier })}: {progress}%
            <progress max={100} value={progress} />
          </label>
          {visibility.upgradeHintPlans.length > 0 ? (
            <>
              <span>{t('account.upgradeHintsTitle', { tier: nextTier })}</span>
              <ul>
                {visibility.upgradeHintPlans.map((plan) => (
                  <li key={plan}>{t(`account.upgradeHint${plan}`, upgradeHintValues[plan])}</li>
                ))}
              </ul>
            </>
          ) : null}
        </Progress>
      ) : null}
      {details && details.safe_level <= 1 ? (
        <Warning>
          {t('account.safetyTooWeak')}
          <a href={linkTo('/myaccount/security-setting')}>{t('account.improveSafety')}</a>
        </Warning>
      ) : null}
    </Card>
  );
}
