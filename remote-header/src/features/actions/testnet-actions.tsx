import { ActionLink, useChromeStore, useTranslation } from '@site-chrome/shared';
import { headerNamespace } from '../../i18n/header-translations';
import { headerLinks } from './header-links';

/** Testnet's own buttons (header spec section 6): the demo futures page and the way back to the live site. */
export function TestnetActions() {
  const { t } = useTranslation(headerNamespace);
  const language = useChromeStore((state) => state.language);
  const uid = useChromeStore((state) => state.user?.uid);
  const links = headerLinks(language, { uid });
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
