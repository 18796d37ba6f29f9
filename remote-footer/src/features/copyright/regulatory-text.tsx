import { useTranslation } from '@site-chrome/runtime';
import { type SiteDefinition } from '@site-chrome/rules/sites';
import { legalNamespace } from './legal-i18n/legal-translations';

/**
 * The sub-site's regulatory statement naming its licensing body, and on the UK site the financial-promotion
 * approval (footer spec §1). Legal text published in English: each paragraph takes its own direction, so
 * its full stop stays at its end on right-to-left pages.
 */
function RegulatoryText({ site }: { site: SiteDefinition }) {
  const { t } = useTranslation(legalNamespace);
  return (
    <>
      <p dir="auto">{t(`regulatory.${site.key}`)}</p>
      {site.showsFinancialPromotionNotice ? <p dir="auto">{t('ukPromotionNotice')}</p> : null}
    </>
  );
}

/** What the footer calls once this chunk is loaded (a plain function, so no component is made during render). */
export const renderRegulatoryText = (site: SiteDefinition) => <RegulatoryText site={site} />;
