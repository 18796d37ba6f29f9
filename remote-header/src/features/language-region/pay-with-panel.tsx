import { Button } from '@site-chrome/runtime/ui';
import { useChromeStore, useTranslation } from '@site-chrome/runtime';
import { useSitePaths } from '@site-chrome/data/common-data';
import { useFiatOptions } from '@site-chrome/data/fiat-options';
import { filterFiatOptions } from '@site-chrome/rules/search';
import { fiatIconUrl } from '@site-chrome/data/search-catalogue';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { panelsNamespace } from '../../i18n/panels/panel-translations';

const Wrapper = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
`;

// Header spec section 9: the pay-with list is 167 px wide and 410 px high. It sits in the dialog's flow,
// beside the fiat list, so the dialog's own scrolling never clips it.
const Panel = styled.div`
  width: 167px;
  height: 410px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: 0 8px 24px rgb(0 0 0 / 12%);

  ul {
    margin: 0;
    padding: ${({ theme }) => theme.space.xs};
    list-style: none;
  }

  a {
    display: grid;
    grid-template-columns: 20px 1fr;
    gap: 2px ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }

  small {
    grid-column: 2;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }

  p {
    margin: 0;
    padding: ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
  }
`;

const methodKeys = [
  ['bank_transfer', 'languageRegion.bankTransfer'],
  ['credit_card', 'languageRegion.creditCard'],
  ['p2p', 'languageRegion.p2p'],
] as const;

/**
 * "Pay with": the fiats crypto can be bought with and how, filtered by the same fiat search; each opens the
 * buy-crypto page for that fiat and stores it as the reader's buy-crypto fiat. Its list is fetched when first
 * opened; nothing matching shows "No data".
 */
export function PayWithPanel({ search }: { search: string }) {
  const { t } = useTranslation(panelsNamespace);
  const { linkTo } = useSitePaths();
  const [open, setOpen] = useState(false);
  const chooseBuyCryptoFiat = useChromeStore((state) => state.chooseBuyCryptoFiat);
  const panelId = useId();
  const { data } = useFiatOptions({ enabled: open });
  const options = filterFiatOptions(data ?? [], search);
  return (
    <Wrapper>
      <Button aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t('languageRegion.payWith')}
      </Button>
      <Panel id={panelId} hidden={!open}>
        {open && data ? (
          options.length === 0 ? (
            <p>{t('languageRegion.noData')}</p>
          ) : (
            <ul aria-label={t('languageRegion.payWithList')}>
              {options.map((option) => (
                <li key={option.fiat}>
                  <a
                    href={linkTo(`/crypto/buy?crypto=USDT&fiat=${encodeURIComponent(option.fiat)}`)}
                    data-track={`pay-with:${option.fiat}`}
                    // Stored (`buy_crypto_fiat_setting`): the next Buy Crypto link opens in this fiat.
                    onClick={() => chooseBuyCryptoFiat(option.fiat)}
                  >
                    <img src={fiatIconUrl(option.fiat)} alt="" width={20} height={20} loading="lazy" />
                    {option.fiat}
                    <small>
                      {methodKeys
                        .filter(([method]) => option[method])
                        .map(([, key]) => t(key))
                        .join(' · ')}
                    </small>
                  </a>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </Panel>
    </Wrapper>
  );
}
