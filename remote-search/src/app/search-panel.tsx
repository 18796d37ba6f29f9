import { ChromeRoot, type ExposedComponentProps, useTranslation } from '@site-chrome/runtime';
import { isSafeLink } from '@site-chrome/runtime/schemas';
import { TextField, VisuallyHidden } from '@site-chrome/runtime/ui';
import { withPathPrefix } from '@site-chrome/rules/sites';
import {
  hotSearches,
  indexEverything,
  quoteUsdRatesFromSpot,
  searchEverything,
  searchKinds,
  type SearchEntry,
} from '@site-chrome/data/search-catalogue';
import { normalizeQuery } from '@site-chrome/rules/search';
import { useComboboxKeys } from '@site-chrome/runtime/combobox';
import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { searchNamespace } from '../i18n/search-translations';
import type { ResolvedSearchProps } from '../props/aggregated-search-props-schema';
import { dispatchSearchEvent, searchEvents, type SearchSelectDetail } from '../features/events';
import { RecentSearches, useRecentSearches } from '../features/recent';
import {
  PlaceholderRows,
  ResultTabs,
  ResultsListbox,
  shownResults,
  useSearchLists,
  type OptionContext,
  type SearchTab,
  type ShownResults,
} from '../features/results';
import { formatPrice } from '../ui/format-price';
import { SearchPanelLayout } from './search-panel-layout';

const tabs: readonly SearchTab[] = ['all', ...searchKinds];

/**
 * The aggregated search micro-app: a combobox over every market kind, ranked by the spec's order, with
 * recent and hot searches before typing. Results render in a transition after the keystroke, so it paints
 * the field at once and the results follow when React has time (issue 11: at most 32 ms per keystroke).
 */
export function SearchPanel({ props }: ExposedComponentProps<ResolvedSearchProps>) {
  const { t } = useTranslation(searchNamespace);
  // The styled shell renders once; only the body below it renders per keystroke (a styled component with
  // theme interpolations rebuilds and hashes its whole CSS on every render).
  return (
    <ChromeRoot as="section" aria-label={t('region')}>
      <SearchPanelLayout>
        <SearchBody props={props} />
      </SearchPanelLayout>
    </ChromeRoot>
  );
}

function SearchBody({ props }: ExposedComponentProps<ResolvedSearchProps>) {
  const { t } = useTranslation(searchNamespace);
  const id = useId();
  const listboxId = `${id}-results`;
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);
  // Events are dispatched from the field: they bubble through the root to whoever listens on the page.
  const fieldRef = useRef<HTMLInputElement>(null);
  // Opened in a dialog (the header's Search), the field takes focus as it appears, so the reader types
  // at once; embedded in a page, it waits to be chosen.
  useLayoutEffect(() => {
    if (fieldRef.current?.closest('[role="dialog"]')) fieldRef.current.focus();
  }, []);
  // The field is uncontrolled: a keystroke paints the character with no React render at all, and the
  // results follow in a transition, which React interrupts for the next keystroke (issue 11: at most 32 ms
  // from key to paint at 4x CPU over 10,000 markets).
  const [query, setQuery] = useState('');
  const searchFor = useCallback((term: string) => {
    if (fieldRef.current) fieldRef.current.value = term;
    setQuery(term);
  }, []);
  const [tab, setTab] = useState<SearchTab>('all');
  const { recent, remember, clear } = useRecentSearches();
  const { lists, pending } = useSearchLists();
  const { fiatRates, currentFiat, defaultP2PFiat, languagePrefix, marketRates, coinIconWhitelist } = props;

  const typing = normalizeQuery(query) !== '';
  // Each list is its own dependency below: the object around them is new on every render.
  const { spot, futures, options, preMarket, pilot, alpha, fiat } = lists;
  // A "buy" result pays in the page's fiat if crypto can be bought with it, else in the default P2P fiat.
  const buyFiat = fiat?.some((option) => option.fiat.toUpperCase() === currentFiat)
    ? currentFiat
    : defaultP2PFiat;
  const groups = useMemo(
    () =>
      typing
        ? searchEverything({ spot, futures, options, preMarket, pilot, alpha, fiat }, query, {
            buyFiat,
          })
        : [],
    [typing, query, buyFiat, spot, futures, options, preMarket, pilot, alpha, fiat],
  );
  const hot = hotSearches(spot);
  // The first search over a list builds its index (10,000 markets: tens of ms at 4x CPU). Built while the
  // reader is still reading the hot searches, not on their first keystroke.
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const idle = requestIdleCallback(() =>
      indexEverything({ spot, futures, options, preMarket, pilot, alpha, fiat }),
    );
    return () => cancelIdleCallback(idle);
  }, [spot, futures, options, preMarket, pilot, alpha, fiat]);
  const shown: ShownResults = useMemo(
    () =>
      typing
        ? shownResults(groups, tab)
        : {
            sections: hot.length > 0 ? [{ kind: 'spot', entries: hot, total: hot.length }] : [],
            options: hot,
          },
    [typing, groups, tab, hot],
  );
  const loading = pending.has(typing && tab !== 'all' ? tab : 'spot');

  // Quote rates change with the spot list, not with each keystroke: kept apart from the query.
  const quoteUsd = useMemo(
    () => ({ ...(spot ? quoteUsdRatesFromSpot(spot) : {}), ...marketRates }),
    [spot, marketRates],
  );
  const context = useMemo((): OptionContext => {
    const fiatRate = fiatRates[currentFiat];
    const priceContext = {
      language: props.language,
      fiat: fiatRate ? { code: currentFiat, ...fiatRate } : undefined,
      quoteUsd,
    };
    const whitelist = coinIconWhitelist ? new Set(coinIconWhitelist) : undefined;
    return {
      hrefOf: ({ row }) => {
        const href = row.path.startsWith('/') ? withPathPrefix(languagePrefix, row.path) : row.path;
        return href !== '' && isSafeLink(href) ? href : '';
      },
      priceOf: ({ kind, row, curr_b: quote }) =>
        kind === 'spot' ? formatPrice(row.price, quote, priceContext) : '',
      iconAllowed: (code) => !whitelist || whitelist.has(code.toUpperCase()),
      buyLabel: (coin, fiat) => t('buy', { coin, fiat }),
      tagLabel: (tag) => t(`tags.${tag}`),
    };
  }, [quoteUsd, fiatRates, currentFiat, props.language, coinIconWhitelist, languagePrefix, t]);

  // Stable while the query is (options are memoised, and a new query redraws them anyway).
  const chosenQuery = typing ? query : '';
  const choose = useCallback(
    (entry: SearchEntry, href: string) => {
      remember(chosenQuery === '' ? entry.curr_a : chosenQuery);
      const detail: SearchSelectDetail = {
        kind: entry.kind,
        label: entry.row.pair,
        href,
        query: chosenQuery,
        searchVersion: props.searchVersion,
      };
      dispatchSearchEvent(fieldRef.current, searchEvents.select, detail);
    },
    [chosenQuery, remember, props.searchVersion],
  );
  const { activeIndex, setActiveIndex, onKeyDown } = useComboboxKeys({
    options: shown.options,
    autoSelectFirst: typing,
    optionId,
    onEscape: () => searchFor(''),
  });

  const countOf = (kind: SearchTab) =>
    kind === 'all'
      ? groups.reduce((sum, group) => sum + group.entries.length, 0)
      : (groups.find((group) => group.kind === kind)?.entries.length ?? 0);
  const activeSection = shown.sections[0];
  const more = typing && tab !== 'all' && activeSection && activeSection.total > activeSection.entries.length;

  return (
    <>
      <TextField
        ref={fieldRef}
        role="combobox"
        label={t('inputLabel')}
        labelHidden
        aria-expanded={shown.options.length > 0}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        placeholder={t('placeholder')}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        defaultValue=""
        onChange={(event) => {
          const term = event.target.value;
          startTransition(() => setQuery(term));
        }}
        onKeyDown={onKeyDown}
      />
      {typing ? (
        <ResultTabs
          tabs={tabs}
          selected={tab}
          onSelect={setTab}
          labelOf={(kind) => t(`tabs.${kind}`)}
          countOf={countOf}
          label={t('tabsLabel')}
          idPrefix={`${id}-tab`}
          panelId={`${id}-panel`}
        />
      ) : (
        <RecentSearches
          terms={recent}
          label={t('recent')}
          clearLabel={t('clearRecent')}
          onPick={searchFor}
          onClear={() => {
            clear();
            dispatchSearchEvent(fieldRef.current, searchEvents.clearRecent);
          }}
        />
      )}
      <div
        className="search-results"
        // The query these results answer (the field may be ahead of them for a frame or two).
        data-query={query}
        id={`${id}-panel`}
        // The results scroll; with focus kept in the field, the panel itself is the keyboard's way to scroll.
        tabIndex={0}
        {...(typing ? { role: 'tabpanel', 'aria-labelledby': `${id}-tab-${tab}` } : {})}
      >
        {loading ? (
          <PlaceholderRows label={t('loading')} />
        ) : shown.options.length > 0 ? (
          <ResultsListbox
            id={listboxId}
            label={typing ? t('resultsLabel') : t('hot')}
            sections={shown.sections}
            grouped={typing ? tab === 'all' : true}
            kindLabel={(kind) => (typing ? t(`tabs.${kind}`) : t('hot'))}
            activeIndex={activeIndex}
            optionId={optionId}
            context={context}
            query={query}
            onChoose={choose}
            onPoint={setActiveIndex}
          />
        ) : typing ? (
          <p className="search-empty">{t('noData')}</p>
        ) : null}
        {more ? (
          <p className="search-note">
            {t('more', { shown: activeSection.entries.length, count: activeSection.total })}
          </p>
        ) : null}
      </div>
      <VisuallyHidden role="status">
        {typing && !loading ? t('resultCount', { count: countOf(tab) }) : ''}
      </VisuallyHidden>
      <p className="search-note">
        {fiatRates[currentFiat] ? t('pricesIn', { fiat: currentFiat }) : t('pricesInQuote')}
      </p>
    </>
  );
}
