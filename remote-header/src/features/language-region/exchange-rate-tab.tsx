import { useChromeStore, useTranslation } from '@site-chrome/runtime';
import { TextField } from '@site-chrome/runtime/ui';
import { filterFiatOptions } from '@site-chrome/rules/search';
import { fiatIconUrl } from '@site-chrome/data/search-catalogue';
import { useCommonData } from '@site-chrome/data/common-data';
import { useState } from 'react';
import styled from 'styled-components';
import { panelsNamespace } from '../../i18n/panels/panel-translations';
import { choiceButtonStyles } from './choice-button-styles';
import { PayWithPanel } from './pay-with-panel';
import { useSelectCurrency } from './use-select-currency';
import { largePhoneWidth } from '../../ui/breakpoints';

const Layout = styled.div<{ $withSide: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withSide }) => ($withSide ? 'minmax(0, 1fr) 167px' : 'minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space.md};

  /* Below 414 px the 167 px pay-with list goes under the fiats. */
  @media (max-width: ${largePhoneWidth - 0.1}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Main = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  input {
    flex: 1 1 160px;
  }
`;

// A switch drawn as a track with a knob that slides to the inline end when on.
const Switch = styled.button`
  position: relative;
  min-height: 24px;
  padding: 0;
  padding-inline-start: 40px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &::before,
  &::after {
    content: '';
    position: absolute;
    inset-block-start: 50%;
    transition:
      transform 150ms ease,
      background 150ms ease;
  }

  &::before {
    inset-inline-start: 0;
    width: 32px;
    height: 18px;
    margin-block-start: -9px;
    border-radius: 9px;
    background: ${({ theme }) => theme.colors.border};
  }

  &::after {
    inset-inline-start: 2px;
    width: 14px;
    height: 14px;
    margin-block-start: -7px;
    border-radius: 50%;
    background: #ffffff;
    box-shadow: 0 1px 2px rgb(0 0 0 / 30%);
  }

  &[aria-checked='true']::before {
    background: ${({ theme }) => theme.colors.accent};
  }

  &[aria-checked='true']::after {
    transform: translateX(14px);
  }

  &[aria-checked='true']:dir(rtl)::after {
    transform: translateX(-14px);
  }

  @media (prefers-reduced-motion: reduce) {
    &::before,
    &::after {
      transition: none;
    }
  }
`;

const Fiats = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  button {
    ${choiceButtonStyles}
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }

  img {
    width: 20px;
    height: 20px;
    border-radius: 50%;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface ExchangeRateTabProps {
  /** The pay-with panel is a variant part (`payWith`); the `payWith` menu feature must be on too. */
  showPayWith: boolean;
}

/**
 * "Exchange rate": the fiat prices are shown in. Choosing one stores it (cookie `curr_fiat`), opens the
 * currency-rate mode and tells the host; then the page reloads, or with `fiatChange: 'live'` every remote on
 * the page follows at once through the store.
 */
export function ExchangeRateTab({ showPayWith: payWithPart }: ExchangeRateTabProps) {
  const { t } = useTranslation(panelsNamespace);
  // The page's fiat; a choice tells the host and reloads the page unless it asked for `live`.
  const {
    fiat,
    doNotSwitchToFiatPrice: doNotSwitch,
    selectCurrency,
    setDoNotSwitchToFiatPrice,
  } = useSelectCurrency();
  const { data } = useCommonData();
  const showPayWith = useChromeStore((state) => payWithPart && state.menuFeatures.payWith);
  const [search, setSearch] = useState('');
  const fiats = filterFiatOptions(data?.fiat_list ?? [], search);

  return (
    <Layout $withSide={showPayWith}>
      <Main>
        <Tools>
          <TextField
            type="search"
            label={t('languageRegion.searchFiat')}
            labelHidden
            placeholder={t('languageRegion.searchFiat')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Switch
            type="button"
            role="switch"
            aria-checked={doNotSwitch}
            onClick={() => setDoNotSwitchToFiatPrice(!doNotSwitch)}
          >
            {t('languageRegion.doNotSwitch')}
          </Switch>
        </Tools>
        {fiats.length === 0 ? (
          <Empty>{t('languageRegion.noData')}</Empty>
        ) : (
          <Fiats aria-label={t('languageRegion.fiatList')}>
            {fiats.map((option) => (
              <li key={option.fiat}>
                <button
                  type="button"
                  data-track={`fiat:${option.fiat}`}
                  aria-current={option.fiat === fiat}
                  onClick={() => selectCurrency(option.fiat)}
                >
                  <img src={fiatIconUrl(option.fiat)} alt="" width={20} height={20} loading="lazy" />
                  <span>
                    {option.fiat}
                    {option.symbol ? ` (${option.symbol})` : ''}
                  </span>
                </button>
              </li>
            ))}
          </Fiats>
        )}
      </Main>
      {showPayWith ? <PayWithPanel search={search} /> : null}
    </Layout>
  );
}
