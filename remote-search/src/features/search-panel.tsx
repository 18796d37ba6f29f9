import { ChromeRoot, useTranslation } from '@site-chrome/shared';
import styled from 'styled-components';
import { searchNamespace } from '../i18n/search-translations';
import { SearchBox } from './search-box/search-box';

const Panel = styled.div`
  padding: ${({ theme }) => theme.space.lg};
`;

/** The aggregated search micro-app: one region holding the search field. */
export function SearchPanel() {
  const { t } = useTranslation(searchNamespace);
  return (
    <ChromeRoot as="section" aria-label={t('region')}>
      <Panel>
        <SearchBox />
      </Panel>
    </ChromeRoot>
  );
}
