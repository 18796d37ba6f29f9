import { ActionLink } from '@site-chrome/runtime/ui';
import { useTranslation } from '@site-chrome/runtime';
import { headerNamespace } from '../../i18n/header-translations';
import { useHeaderLinks } from './header-links';

/** Deposit: main site, logged in, not hidden by compliance or the phone variant (the visibility rule decides). */
export function DepositLink() {
  const { t } = useTranslation(headerNamespace);
  return (
    <ActionLink data-track="deposit" $variant="primary" href={useHeaderLinks().deposit}>
      {t('actions.deposit')}
    </ActionLink>
  );
}
