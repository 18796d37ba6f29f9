import { useTranslation } from '@site-chrome/runtime';
import type { SiteVisibility } from '@site-chrome/rules/sites';
import { useRef, type RefObject } from 'react';
import { ModalDialog } from '@site-chrome/runtime/dialog';
import { Tab, TabList, TabPanel, TabsRoot } from '../../ui/tabs/tabs';
import { panelsNamespace } from '../../i18n/panels/panel-translations';
import { ExchangeRateTab } from './exchange-rate-tab';
import { LanguageList } from './language-list';
import { TurkeyDialog } from './turkey-dialog';
import { useLanguageChoice } from './use-language-choice';

export interface LanguageRegionDialogProps {
  visibility: SiteVisibility;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The languages with the Turkey question behind Turkish; shared by the dialog and the phone sheet.
 */
export function LanguageSection({ onDone }: { onDone: () => void }) {
  const choice = useLanguageChoice({ onDone });
  const turkishOption = useRef<HTMLElement | null>(null);
  return (
    <>
      <LanguageList
        current={choice.current}
        onChoose={(language) => {
          turkishOption.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
          choice.choose(language);
        }}
      />
      <TurkeyDialog
        open={choice.askingTurkey}
        onOpenChange={choice.setAskingTurkey}
        returnFocusRef={turkishOption}
        onStayGlobal={() => choice.apply('tr')}
        onGoToTurkishSite={choice.goToTurkishSite}
      />
    </>
  );
}

/** "Language and region": tabs Language and Exchange rate (each a variant part the host may hide). */
function LanguageRegionDialog({ open, onOpenChange, returnFocusRef, visibility }: LanguageRegionDialogProps) {
  const { t } = useTranslation(panelsNamespace);
  const firstTab = visibility.showLanguage ? 'language' : 'exchange-rate';
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('languageRegion.title')}
      closeLabel={t('languageRegion.close')}
      returnFocusRef={returnFocusRef}
    >
      <TabsRoot defaultValue={firstTab}>
        <TabList>
          {visibility.showLanguage ? <Tab value="language">{t('languageRegion.language')}</Tab> : null}
          {visibility.showExchangeRate ? (
            <Tab value="exchange-rate">{t('languageRegion.exchangeRate')}</Tab>
          ) : null}
        </TabList>
        {visibility.showLanguage ? (
          <TabPanel value="language">
            <LanguageSection onDone={() => onOpenChange(false)} />
          </TabPanel>
        ) : null}
        {visibility.showExchangeRate ? (
          <TabPanel value="exchange-rate">
            <ExchangeRateTab showPayWith={visibility.showPayWith} />
          </TabPanel>
        ) : null}
      </TabsRoot>
    </ModalDialog>
  );
}

export const renderLanguageRegionDialog = (props: LanguageRegionDialogProps) => (
  <LanguageRegionDialog {...props} />
);
