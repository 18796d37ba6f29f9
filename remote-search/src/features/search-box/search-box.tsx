import { useState } from 'react';
import styled from 'styled-components';
import { searchNamespace } from '../../i18n/search-translations';
import { useTranslation } from '@site-chrome/shared';

const Field = styled.input`
  inline-size: 100%;
  min-height: 40px;
  padding-inline: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

/** The search field; results arrive with the search feature, the query is already the user's own. */
export function SearchBox() {
  const { t } = useTranslation(searchNamespace);
  const [query, setQuery] = useState('');
  return (
    <Field
      type="search"
      aria-label={t('inputLabel')}
      placeholder={t('placeholder')}
      autoComplete="off"
      spellCheck={false}
      value={query}
      onChange={(event) => setQuery(event.target.value)}
    />
  );
}
