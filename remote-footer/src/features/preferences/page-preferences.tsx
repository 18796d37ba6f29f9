import { useChromeStore, useTranslation } from '@site-chrome/shared';
import styled from 'styled-components';
import { footerNamespace } from '../../i18n/footer-translations';

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** The language's name in itself ("Deutsch"), as readers look for it. */
function languageName(language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

/**
 * The reader's language and price currency, as chosen in the header: the footer follows the page store,
 * so a choice there shows here at once.
 */
export function PagePreferences() {
  const { t } = useTranslation(footerNamespace);
  const language = useChromeStore((state) => state.language);
  const fiat = useChromeStore((state) => state.fiat);
  return (
    <Line>{t('preferences', { language: languageName(language), fiat: fiat || t('quoteCurrency') })}</Line>
  );
}
