import { TextField } from '@site-chrome/runtime/ui';
import { useTranslation } from '@site-chrome/runtime';
import { panelsNamespace } from '../../../i18n/panels/panel-translations';

export interface ListSearchFieldProps {
  /** The market's title ("Options"): the field is named "Search Options". */
  market: string;
  placeholder: string;
  value: string;
  onChange: (query: string) => void;
}

/**
 * The search box of a market's list (header spec section 1, "market search-and-list panel"). No length
 * limit (section 5); what it matches is each list's filter in `@site-chrome/rules/search`.
 */
export function ListSearchField({ market, placeholder, value, onChange }: ListSearchFieldProps) {
  const { t } = useTranslation(panelsNamespace, { keyPrefix: 'markets' });
  return (
    <TextField
      type="search"
      label={t('listSearch.label', { market })}
      labelHidden
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      autoComplete="off"
      spellCheck={false}
    />
  );
}
