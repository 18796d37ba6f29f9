import { TextField } from '@site-chrome/runtime/ui';
import { useTranslation } from '@site-chrome/runtime';
import { panelsNamespace } from '../../../i18n/panels/panel-translations';
import type { ListSearch } from './use-list-search';

export interface ListSearchFieldProps {
  /** The panel's search (`useListSearch`): no box while the `tabSearch` menu feature is off. */
  search: ListSearch;
  /** The market's title ("Options"): the field is named "Search Options". */
  market: string;
  placeholder: string;
}

/**
 * The search box of a market's list (header spec section 1, "market search-and-list panel"). No length
 * limit (section 5); what it matches is each list's filter in `@site-chrome/rules/search`.
 */
export function ListSearchField({ search, market, placeholder }: ListSearchFieldProps) {
  const { t } = useTranslation(panelsNamespace, { keyPrefix: 'markets' });
  if (!search.shown) return null;
  return (
    <TextField
      type="search"
      label={t('listSearch.label', { market })}
      labelHidden
      value={search.query}
      onChange={(event) => search.setQuery(event.target.value)}
      placeholder={placeholder}
      autoComplete="off"
      spellCheck={false}
    />
  );
}
