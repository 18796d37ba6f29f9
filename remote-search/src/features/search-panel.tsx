import { ChromeRoot, useChromeStore, useTranslation } from '@site-chrome/shared';
import styled from 'styled-components';
import { searchNamespace } from '../i18n/search-translations';
import { SearchBox } from './search-box/search-box';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** The aggregated search micro-app: one region holding the search field and the currency prices are in. */
export function SearchPanel() {
  const { t } = useTranslation(searchNamespace);
  // The fiat the header's exchange-rate choice set: results will be priced in it.
  const fiat = useChromeStore((state) => state.fiat);
  return (
    <ChromeRoot as="section" aria-label={t('region')}>
      <Panel>
        <SearchBox />
        <Note>{fiat ? t('pricesIn', { fiat }) : t('pricesInQuote')}</Note>
      </Panel>
    </ChromeRoot>
  );
}
