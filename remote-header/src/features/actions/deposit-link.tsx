import { ActionLink, useChromeStore, useTranslation } from '@site-chrome/shared';
import { headerNamespace } from '../../i18n/header-translations';
import { headerLinks } from './header-links';

/** Deposit: main site, logged in, not hidden by compliance or the phone variant (the visibility rule decides). */
export function DepositLink() {
  const { t } = useTranslation(headerNamespace);
  const language = useChromeStore((state) => state.language);
  return (
    <ActionLink data-track="deposit" $variant="primary" href={headerLinks(language).deposit}>
      {t('actions.deposit')}
    </ActionLink>
  );
}
