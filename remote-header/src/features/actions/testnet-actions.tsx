import { ActionLink } from '@site-chrome/runtime/ui';
import { useTranslation } from '@site-chrome/runtime';
import { headerNamespace } from '../../i18n/header-translations';
import { useHeaderLinks } from './header-links';

/** Testnet's own buttons (header spec section 6): the demo futures page and the way back to the live site. */
export function TestnetActions() {
  const { t } = useTranslation(headerNamespace);
  const links = useHeaderLinks();
  return (
    <>
      <ActionLink data-track="demo-trading" href={links.demoTrading}>
        {t('actions.demoTrading')}
      </ActionLink>
      <ActionLink data-track="back-to-live" href={links.backToLive}>
        {t('actions.backToLive')}
      </ActionLink>
    </>
  );
}
