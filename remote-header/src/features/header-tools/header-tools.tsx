import { IconButton } from '@site-chrome/runtime/ui';
import { useChromeStore, useTranslation } from '@site-chrome/runtime';
import type { SiteVisibility } from '@site-chrome/rules/sites';
import { useId, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { headerNamespace } from '../../i18n/header-translations';
import { downloadPart } from '../download';
import { languageRegionPart, ServerLanguageLinks } from '../language-region';
import { LoadedPart, type LazyPart } from '../../ui/lazy-parts/create-lazy-part';
import { useLazyDialog } from '../../ui/lazy-parts/use-lazy-dialog';
import { notificationsPart } from '../notifications';
import { phoneSettingsPart } from '../phone-settings';
import { searchDialogPart } from '../search';
import { settingsPart } from '../settings';
import { ThemeToggle } from '../theme-toggle';
import { PhoneOnly, TabletUp, wideDesktopWidth } from '../../ui/breakpoints';
import { BellIcon, DownloadIcon, GlobeIcon, SearchIcon, SettingsIcon } from '../../ui/header-icons';
import { HeaderMenu } from '../../ui/header-menu/header-menu';

/** What every lazily loaded dialog takes from the button that opens it. */
interface DialogOpening {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLButtonElement | null>;
}

interface DialogButtonProps<Props extends object> {
  part: LazyPart<(props: Props & DialogOpening) => ReactNode>;
  label: string;
  track: string;
  icon: ReactNode;
  dialogProps: Props;
  /** Shows the label beside the icon from 1520 px (Search). */
  labelWhenWide?: boolean;
  /** A popover of the server's markup the button toggles before hydration (see `useLazyDialog`). */
  serverPopover?: string;
}

// From 1520 px (header spec section 9) the button grows to show its name; below, the icon alone.
const LabelledIconButton = styled(IconButton)`
  [data-label] {
    display: none;
  }

  @media (min-width: ${wideDesktopWidth}px) {
    gap: ${({ theme }) => theme.space.xs};
    width: auto;
    padding-inline: ${({ theme }) => theme.space.sm};

    [data-label] {
      display: inline;
    }
  }
`;

/** An icon button opening a dialog from its own chunk (Search, Language and region, the phone settings sheet). */
function DialogButton<Props extends object>({
  part,
  label,
  track,
  icon,
  dialogProps,
  labelWhenWide = false,
  serverPopover,
}: DialogButtonProps<Props>) {
  const { render, isOpen, setOpen, buttonRef, triggerProps } = useLazyDialog(part, serverPopover);
  return (
    <>
      {labelWhenWide ? (
        <LabelledIconButton {...triggerProps} data-track={track} aria-label={label}>
          {icon}
          <span data-label aria-hidden="true">
            {label}
          </span>
        </LabelledIconButton>
      ) : (
        <IconButton {...triggerProps} data-track={track} aria-label={label}>
          {icon}
        </IconButton>
      )}
      {render ? (
        <LoadedPart
          render={render}
          props={{ ...dialogProps, open: isOpen, onOpenChange: setOpen, returnFocusRef: buttonRef }}
        />
      ) : null}
    </>
  );
}

export interface HeaderToolsProps {
  visibility: SiteVisibility;
}

/**
 * The bar's tools: Search, Notifications, Download app, Language and region, Theme and Settings. In the phone
 * variant, and below 768 px, one "Settings" button opens the phone sheet with language, exchange rate,
 * rise colour and change window instead.
 */
export function HeaderTools({ visibility }: HeaderToolsProps) {
  const { t } = useTranslation(headerNamespace);
  const phone = useChromeStore((state) => state.variant.phone);
  const dialogProps = { visibility };
  const showLanguageRegion = visibility.showLanguage || visibility.showExchangeRate;
  const languageLinksId = useId();
  const phoneSettings = (
    <DialogButton
      part={phoneSettingsPart}
      label={t('menus.settings')}
      track="phone-settings"
      icon={<SettingsIcon />}
      dialogProps={dialogProps}
    />
  );
  return (
    <>
      {visibility.showSearch ? (
        <DialogButton
          part={searchDialogPart}
          label={t('menus.search')}
          track="search"
          icon={<SearchIcon />}
          dialogProps={{}}
          labelWhenWide
        />
      ) : null}
      {visibility.showNotifications ? (
        <HeaderMenu
          part={notificationsPart}
          label={t('menus.notifications')}
          track="notifications"
          icon={<BellIcon />}
          panelProps={{}}
        />
      ) : null}
      <TabletUp>
        {visibility.showDownload ? (
          <HeaderMenu
            part={downloadPart}
            label={t('menus.downloadApp')}
            track="download"
            icon={<DownloadIcon />}
            openOnFocus
            panelProps={{}}
          />
        ) : null}
        {showLanguageRegion && !phone ? (
          <>
            <DialogButton
              part={languageRegionPart}
              label={t('menus.languageRegion')}
              track="language-region"
              icon={<GlobeIcon />}
              dialogProps={dialogProps}
              serverPopover={visibility.showLanguage ? languageLinksId : undefined}
            />
            {visibility.showLanguage ? <ServerLanguageLinks id={languageLinksId} /> : null}
          </>
        ) : null}
        {visibility.showTheme ? <ThemeToggle /> : null}
        {visibility.showSettings && !phone ? (
          <HeaderMenu
            part={settingsPart}
            label={t('menus.settings')}
            track="settings"
            icon={<SettingsIcon />}
            panelProps={{}}
          />
        ) : null}
      </TabletUp>
      {!visibility.showSettings && !showLanguageRegion ? null : phone ? (
        phoneSettings
      ) : (
        <PhoneOnly>{phoneSettings}</PhoneOnly>
      )}
    </>
  );
}
