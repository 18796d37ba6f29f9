import {
  chromeStore,
  isSupportedLanguage,
  useChromeStore,
  useHostCallbacks,
  useSite,
  useTranslation,
  finishFiatChange,
  switchLanguage,
} from '@site-chrome/runtime';
import { Select } from '@site-chrome/runtime/ui';
import { useCommonData } from '@site-chrome/data/common-data';
import { shouldOpenTurkeyModal } from '@site-chrome/rules/settings';
import { useState } from 'react';
import styled from 'styled-components';
import { panelsNamespace } from '../../i18n/panels/panel-translations';
import type { PreferenceChoosersProps } from './preference-callbacks';
import { TurkishSiteQuestion } from './turkish-site-question';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/* Side by side with their labels above them: one height (18 px label, 4 px gap, 32 px select = 54 px) at
   every width, even 320 px, which the footer reserves before they load. */
const Choosers = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  line-height: 18px;
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/**
 * The footer's language and currency choosers (footer spec §4), native selects so phones show their own
 * picker. A language goes through the store (which writes the rise-colour default, red-rise for Chinese,
 * only when the reader has none), then to the host's `onLanguageChange` or, without one, to the same page
 * in that language; Turkish outside the Turkish site asks first, as the header does. A fiat is stored
 * (`curr_fiat`, one year), told to the host, and the page reloads unless the host asked for `live`.
 */
function PreferenceChoosers({ showLanguage, showCurrency }: PreferenceChoosersProps) {
  const { t } = useTranslation(panelsNamespace);
  const { onLanguageChange, onFiatChange, fiatChange, onSiteChange } = useHostCallbacks();
  const { data } = useCommonData();
  const site = useSite();
  const path = useChromeStore((state) => state.path);
  const language = useChromeStore((state) => state.language);
  const fiat = useChromeStore((state) => state.fiat);
  const chooseFiat = useChromeStore((state) => state.chooseFiat);
  const [askingTurkish, setAskingTurkish] = useState(false);

  const languages = Object.entries(data?.lang_list ?? {}).filter(([code]) => isSupportedLanguage(code));
  const fiats = data?.fiat_list ?? [];

  const applyLanguage = (code: string) => {
    if (!isSupportedLanguage(code)) return;
    setAskingTurkish(false);
    switchLanguage(code, onLanguageChange);
  };

  const chooseLanguage = (code: string) => {
    if (shouldOpenTurkeyModal({ chosenLanguage: code, currentSiteKey: site.key })) setAskingTurkish(true);
    else applyLanguage(code);
  };

  return (
    <Stack>
      <Choosers>
        {showLanguage ? (
          <Select
            label={t('language')}
            value={language}
            onChange={(event) => chooseLanguage(event.target.value)}
          >
            {languages.some(([code]) => code === language) ? null : (
              <option value={language}>{language}</option>
            )}
            {languages.map(([code, name]) => (
              <option key={code} value={code} lang={code}>
                {name}
              </option>
            ))}
          </Select>
        ) : null}
        {showCurrency ? (
          <Select
            label={t('currency')}
            value={fiat}
            onChange={(event) => {
              chooseFiat(event.target.value);
              finishFiatChange(chromeStore.getState().fiat, { onFiatChange, fiatChange });
            }}
          >
            {fiats.some((option) => option.fiat === fiat) ? null : (
              <option value={fiat}>{fiat || '—'}</option>
            )}
            {fiats.map((option) => (
              <option key={option.fiat} value={option.fiat}>
                {option.symbol ? `${option.fiat} (${option.symbol})` : option.fiat}
              </option>
            ))}
          </Select>
        ) : null}
      </Choosers>
      {askingTurkish ? (
        <TurkishSiteQuestion
          onStay={() => applyLanguage('tr')}
          onGo={
            onSiteChange
              ? () => {
                  setAskingTurkish(false);
                  onSiteChange({ site: 'tr', path });
                }
              : undefined
          }
          onCancel={() => setAskingTurkish(false)}
        />
      ) : null}
    </Stack>
  );
}

/** What the footer calls once this chunk is loaded (a plain function, so no component is made during render). */
export const renderPreferenceChoosers = (props: PreferenceChoosersProps) => <PreferenceChoosers {...props} />;
