import { useTranslation } from '@site-chrome/runtime';
import { ExchangeRateTab, LanguageSection, type LanguageRegionDialogProps } from '../language-region';
import { ModalDialog } from '@site-chrome/runtime/dialog';
import { panelsNamespace } from '../../i18n/panels/panel-translations';
import { ChangeWindowChoice, RiseColourChoice } from '../settings';
import { Tab, TabList, TabPanel, TabsRoot } from '../../ui/tabs/tabs';

/**
 * The phone bottom sheet (header spec section 2): in the phone variant and below 768 px, one "Settings"
 * button opens tabs Language and exchange rate, Rise colour and Change window.
 */
function PhoneSettingsDialog({ open, onOpenChange, returnFocusRef, visibility }: LanguageRegionDialogProps) {
  const { t } = useTranslation(panelsNamespace);
  const showLanguageTab = visibility.showLanguage || visibility.showExchangeRate;
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('phone.title')}
      closeLabel={t('languageRegion.close')}
      returnFocusRef={returnFocusRef}
      placement="bottom"
    >
      <TabsRoot defaultValue={showLanguageTab ? 'language' : 'rise-colour'}>
        <TabList>
          {showLanguageTab ? <Tab value="language">{t('phone.languageAndRate')}</Tab> : null}
          {visibility.showSettings ? (
            <>
              <Tab value="rise-colour">{t('settings.riseColour')}</Tab>
              <Tab value="change-window">{t('settings.changeWindow')}</Tab>
            </>
          ) : null}
        </TabList>
        {showLanguageTab ? (
          <TabPanel value="language">
            {visibility.showLanguage ? <LanguageSection onDone={() => onOpenChange(false)} /> : null}
            {visibility.showExchangeRate ? <ExchangeRateTab showPayWith={visibility.showPayWith} /> : null}
          </TabPanel>
        ) : null}
        {visibility.showSettings ? (
          <>
            <TabPanel value="rise-colour">
              <RiseColourChoice />
            </TabPanel>
            <TabPanel value="change-window">
              <ChangeWindowChoice />
            </TabPanel>
          </>
        ) : null}
      </TabsRoot>
    </ModalDialog>
  );
}

export const renderPhoneSettingsDialog = (props: LanguageRegionDialogProps) => (
  <PhoneSettingsDialog {...props} />
);
