import { useChromeStore, useTranslation } from '@site-chrome/runtime';
import { useCrossMarginInfo } from '@site-chrome/data/account';
import { panelsNamespace } from '../../i18n/panels/panel-translations';
import { formatAmount } from './format-amount';
import { LinkDetail } from './link-detail';

/**
 * Under "Cross margin account": its spot balance from the cross-margin call. An account the server does
 * not know (no `crossMarginUid`; also its "nothing", an array answer, header spec section 5) shows no line.
 */
export function CrossMarginBalance() {
  const { t } = useTranslation(panelsNamespace);
  const language = useChromeStore((state) => state.language);
  const { data } = useCrossMarginInfo();
  if (!data || data.crossMarginUid === '') return null;
  return (
    <LinkDetail>
      {t('funds.crossMarginBalance', { amount: formatAmount(data.userSpotBalance, language) })}
    </LinkDetail>
  );
}
