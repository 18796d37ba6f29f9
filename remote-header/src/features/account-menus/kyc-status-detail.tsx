import { useChromeStore, useTranslation } from '@site-chrome/runtime';
import { useKycStatus } from '@site-chrome/data/account';
import { useUserTier } from '@site-chrome/data/account';
import { panelsNamespace } from '../../i18n/panels/panel-translations';
import { formatAmount } from './format-amount';
import { LinkDetail } from './link-detail';

/**
 * Under "Identity verification": where the user's KYC stands and, from the tier lookup the KYC level feeds,
 * the 24 h withdrawal limit that level grants. Neither call is made on testnet (`kycFetchEnabled`, header
 * spec section 6); nothing shows until the KYC status has answered, nor when it could not say.
 */
export function KycStatusDetail({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation(panelsNamespace);
  const language = useChromeStore((state) => state.language);
  const kyc = useKycStatus({ enabled });
  const known = kyc.data && kyc.data.status !== 'unknown' ? kyc.data : undefined;
  // The lookup waits for a level the KYC status stated.
  const tier = useUserTier({ kycLevel: known?.level, enabled });
  if (!enabled || !known) return null;
  const limit = tier.data?.withdraw_limit_24h ?? '';
  return (
    <LinkDetail>
      <span>{t(`account.kyc.${known.status}`, { level: known.level })}</span>
      {limit !== '' ? (
        <span>
          {t('account.withdrawLimit', {
            amount: formatAmount(limit, language),
            currency: tier.data?.limit_currency,
          })}
        </span>
      ) : null}
    </LinkDetail>
  );
}
