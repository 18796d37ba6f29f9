import { ChromeErrorBoundary, useChromeStore, useTranslation } from '@site-chrome/runtime';
import { useSitePaths, useCommonData } from '@site-chrome/data/common-data';
import { useFiatMarketRates } from '@site-chrome/data/fiat-market-rates';
import { useSpotMarkets } from '@site-chrome/data/market-lists';
import { listedCoinsFromSpot, quoteUsdRatesFromSpot } from '@site-chrome/data/search-catalogue';
import { ModalDialog } from '@site-chrome/runtime/dialog';
import type { RefObject } from 'react';
import styled from 'styled-components';
import { headerNamespace } from '../../i18n/header-translations';
import { panelsNamespace } from '../../i18n/panels/panel-translations';
import { OwnMarketSearch } from './own-market-search';
import { useSearchRemote, type AggregatedSearchHostProps } from './search-remote';

export { preloadAggregatedSearch } from './search-remote';

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

const Body = styled.div`
  min-block-size: 320px;
`;

// Ten rows while AggregatedSearch loads, as its own list shows while its markets load.
const Placeholders = styled.div`
  block-size: 440px;
  background: repeating-linear-gradient(
    ${({ theme }) => `${theme.colors.surface} 0 40px, transparent 40px 44px`}
  );
`;

const CurrencyCount = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/**
 * "Search over 2,700 cryptocurrencies": common data's `currency_count`, the site defaults' 2700 until it
 * answers (header spec sections 3 and 9), in the page language's digits.
 */
function SearchCurrencyCount() {
  const { t } = useTranslation(headerNamespace);
  const language = useChromeStore((state) => state.language);
  const count = useCommonData().data?.currency_count;
  if (!count) return null;
  const number = new Intl.NumberFormat(language).format(count);
  return <CurrencyCount>{t('searchDialog.currencyCount', { number })}</CurrencyCount>;
}

const noRates: Record<string, number> = {};

/** AggregatedSearch's props from the page store and the header's cached data (footer spec section 7). */
function useAggregatedSearchProps(): AggregatedSearchHostProps {
  const language = useChromeStore((state) => state.language);
  const theme = useChromeStore((state) => state.theme);
  const fiat = useChromeStore((state) => state.fiat);
  const { prefix } = useSitePaths();
  const commonData = useCommonData().data;
  const fiatRates = useFiatMarketRates().data ?? {};
  // Not fetched here: AggregatedSearch fetches the spot list through the page's one query client, and the
  // header reads the same cached answer. Both derived values are memoised per list, so the props keep their
  // identity and the search does not redraw for nothing.
  const spotMarkets = useSpotMarkets({ enabled: false }).data;
  return {
    language,
    theme,
    // No fiat means the reader chose prices in each market's quote currency: no rates, no conversion.
    ...(fiat ? { currentFiat: fiat, fiatRates } : { fiatRates: {} }),
    languagePrefix: prefix,
    marketRates: spotMarkets ? quoteUsdRatesFromSpot(spotMarkets) : noRates,
    ...(commonData?.defaultP2PFiat ? { defaultP2PFiat: commonData.defaultP2PFiat } : {}),
    searchVersion: 5,
    // Until the list is known every icon may be requested (the search's default); then listed coins only.
    ...(spotMarkets ? { coinIconWhitelist: listedCoinsFromSpot(spotMarkets) } : {}),
  };
}

function SearchDialogBody() {
  const { t } = useTranslation(panelsNamespace);
  const remote = useSearchRemote();
  const props = useAggregatedSearchProps();
  const own = <OwnMarketSearch pathPrefix={props.languagePrefix} />;
  if (remote.status === 'own') return own;
  if (remote.status === 'loading')
    return <Placeholders role="status" aria-busy="true" aria-label={t('markets.loading')} />;
  // A search that throws is replaced by the header's own, and logged once: the header stays up.
  return (
    <ChromeErrorBoundary name="AggregatedSearch" fallback={own}>
      <remote.Component {...props} />
    </ChromeErrorBoundary>
  );
}

/** The Search dialog: AggregatedSearch from the search origin, or the header's own market search. */
function SearchDialog({ open, onOpenChange, returnFocusRef }: SearchDialogProps) {
  const { t } = useTranslation(headerNamespace);
  const panels = useTranslation(panelsNamespace).t;
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('menus.search')}
      closeLabel={panels('languageRegion.close')}
      returnFocusRef={returnFocusRef}
    >
      <Body>
        {open ? (
          <>
            <SearchCurrencyCount />
            <SearchDialogBody />
          </>
        ) : null}
      </Body>
    </ModalDialog>
  );
}

export const renderSearchDialog = (props: SearchDialogProps) => <SearchDialog {...props} />;
