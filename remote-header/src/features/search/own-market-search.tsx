import { isSafeLink } from '@site-chrome/runtime/schemas';
import { TextField } from '@site-chrome/runtime/ui';
import { useTranslation } from '@site-chrome/runtime';
import { withPathPrefix } from '@site-chrome/rules/sites';
import { useFuturesContracts, useSpotMarkets } from '@site-chrome/data/market-lists';
import { normalizeQuery } from '@site-chrome/rules/search';
import { searchEverything } from '@site-chrome/data/search-catalogue';
import { useComboboxKeys } from '@site-chrome/runtime/combobox';
import { useDeferredValue, useId, useLayoutEffect, useMemo, useRef, useState, useCallback } from 'react';
import styled from 'styled-components';
import { panelsNamespace } from '../../i18n/panels/panel-translations';

/** Results the header's own search draws: enough to find a market, few enough to stay light. */
const shownResultCount = 20;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  [role='listbox'] {
    max-block-size: 50vh;
    overflow-y: auto;
  }

  [role='option'] {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: inherit;
    text-decoration: none;
  }

  [aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
  }

  small,
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The header's own market search, for when AggregatedSearch cannot be used (its origin is down, slow or
 * throws, or the page has a device_type): spot and futures markets, ranked by the same shared rules, as a
 * combobox with arrows, Enter and Escape. Links carry the page's language prefix.
 */
export function OwnMarketSearch({ pathPrefix }: { pathPrefix: string }) {
  const { t } = useTranslation(panelsNamespace);
  const id = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const spot = useSpotMarkets().data;
  const futures = useFuturesContracts({ poll: false }).data;
  const typing = normalizeQuery(deferredQuery) !== '';
  const options = useMemo(() => {
    if (!typing) return [];
    const groups = searchEverything({ spot, futures }, deferredQuery, { buyFiat: '' });
    return groups.flatMap((group) => group.entries).slice(0, shownResultCount);
  }, [typing, spot, futures, deferredQuery]);
  const optionId = useCallback((index: number) => `${id}-${index}`, [id]);
  const { activeIndex, setActiveIndex, onKeyDown } = useComboboxKeys({
    options,
    autoSelectFirst: true,
    optionId,
    onEscape: () => setQuery(''),
  });
  useLayoutEffect(() => fieldRef.current?.focus(), []);

  return (
    <Layout>
      <TextField
        ref={fieldRef}
        role="combobox"
        label={t('search.label')}
        labelHidden
        aria-expanded={options.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div id={`${id}-list`} role="listbox" aria-label={t('search.results')}>
        {options.map((entry, index) => {
          const href = withPathPrefix(pathPrefix, entry.row.path);
          return (
            <a
              key={`${entry.kind}:${entry.row.key}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              href={isSafeLink(href) ? href : undefined}
              tabIndex={-1}
              onPointerMove={() => setActiveIndex(index)}
            >
              <span>{entry.row.pair}</span>
              <small>{entry.row.fullName}</small>
            </a>
          );
        })}
      </div>
      {typing && options.length === 0 ? <p>{t('search.noData')}</p> : null}
    </Layout>
  );
}
