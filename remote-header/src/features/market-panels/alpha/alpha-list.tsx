import { TextField } from '@site-chrome/runtime/ui';
import { useTranslation } from '@site-chrome/runtime';
import { useAlphaTokens } from '@site-chrome/data/market-lists';
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { panelsNamespace } from '../../../i18n/panels/panel-translations';
import { VirtualMarketList } from '../market-list/virtual-market-list';
import { MarketSubTabs } from '../market-sub-tabs';
import type { MarketBodyProps } from '../markets/market-bodies';
import { alphaRows } from '../markets/market-groups';
import { useListSearch } from '../markets/use-list-search';
import { allAlphaCategories, alphaCategories, alphaListRows } from './alpha-list-model';

/** Footer spec, Alpha list: 49 px rows and 8 skeleton rows while loading. */
const alphaRowHeight = 49;
const alphaPlaceholderRows = 8;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 112px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
`;

const SideMenu = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  max-height: 600px;
  overflow-y: auto;
`;

const CategoryButton = styled.button`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizeSm};
  text-align: start;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
  min-width: 0;
`;

/**
 * The Alpha (memebox) list: a side menu of categories (the tab menu's options, else the rows' own), the Hot
 * and New sub-tabs, a search box and the token rows. Choosing a category goes back to the first sub-tab.
 */
export function AlphaBody({ view, viewAllPath }: MarketBodyProps) {
  const { t } = useTranslation(panelsNamespace, { keyPrefix: 'markets' });
  const { data } = useAlphaTokens();
  const rows = data === undefined ? undefined : alphaRows(data);
  const firstSubTab = view.subTabs[0]?.market ?? '';
  const [category, setCategory] = useState(allAlphaCategories);
  const [subTab, setSubTab] = useState(firstSubTab);
  // The `tabSearch` menu feature: off, the panel has no search box (and so no query).
  const search = useListSearch();
  const menuLabelId = useId();

  // Nothing to choose from until the tokens or the server's options are known.
  const categories = useMemo(
    () =>
      rows === undefined && view.options.length === 0 ? null : alphaCategories(rows ?? [], view.options),
    [rows, view.options],
  );
  const shown = useMemo(
    () => (rows === undefined ? undefined : alphaListRows(rows, { category, subTab, query: search.query })),
    [rows, category, subTab, search.query],
  );

  const chooseCategory = (next: string) => {
    setCategory(next);
    setSubTab(firstSubTab);
  };

  return (
    <Layout>
      <SideMenu role="group" aria-labelledby={menuLabelId}>
        <span id={menuLabelId} hidden>
          {t('alpha.categories')}
        </span>
        {categories !== null ? (
          <CategoryButton
            type="button"
            aria-pressed={category === allAlphaCategories}
            onClick={() => chooseCategory(allAlphaCategories)}
          >
            {t('alpha.all')}
          </CategoryButton>
        ) : null}
        {categories?.map(({ value, title }) => (
          <CategoryButton
            key={value}
            type="button"
            aria-pressed={value === category}
            onClick={() => chooseCategory(value)}
          >
            {title}
          </CategoryButton>
        ))}
      </SideMenu>
      <Main>
        {search.shown ? (
          <TextField
            type="search"
            label={t('alpha.searchLabel')}
            labelHidden
            value={search.query}
            onChange={(event) => search.setQuery(event.target.value)}
            placeholder={t('alpha.search')}
            autoComplete="off"
            spellCheck={false}
          />
        ) : null}
        <MarketSubTabs view={view} value={subTab} onValueChange={setSubTab}>
          {() => (
            <VirtualMarketList
              label={view.title}
              rows={shown}
              rowHeight={alphaRowHeight}
              placeholderCount={alphaPlaceholderRows}
              viewAllPath={viewAllPath}
            />
          )}
        </MarketSubTabs>
      </Main>
    </Layout>
  );
}
