import { IconButton } from '@site-chrome/runtime/ui';
import { useChromeStore, useTranslation } from '@site-chrome/runtime';
import type { SiteVisibility } from '@site-chrome/rules/sites';
import { useId } from 'react';
import { headerNamespace } from '../../i18n/header-translations';
import { createLazyPart, LoadedPart } from '../../ui/lazy-parts/create-lazy-part';
import { useLazyDialog } from '../../ui/lazy-parts/use-lazy-dialog';
import type { NavigationEntry } from '../navigation';
import { ServerDrawer } from './server-drawer';

/** The drawer, with Radix Dialog and the phone menu: its own chunk, fetched when the Menu button is first wanted. */
const sideDrawer = createLazyPart(
  () => import('./side-drawer').then((module) => module.renderSideDrawer),
  'side menu',
);

function MenuIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M3 5h14M3 10h14M3 15h14" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

interface MenuButtonProps {
  visibility: SiteVisibility;
  /** The bar's navigation: the server draws it in the drawer's popover, for before hydration. */
  entries: readonly NavigationEntry[];
}

/** "Menu": opens the side drawer (the bar shows it below 992 px). */
export function MenuButton({ visibility, entries }: MenuButtonProps) {
  const { t } = useTranslation(headerNamespace);
  const user = useChromeStore((state) => state.user);
  // Before hydration the button toggles the server's drawer popover; after, it opens the dialog.
  const serverDrawerId = useId();
  const {
    render: renderDrawer,
    isOpen,
    setOpen,
    buttonRef,
    triggerProps,
  } = useLazyDialog(sideDrawer, serverDrawerId);

  return (
    <>
      <IconButton {...triggerProps} data-track="menu" aria-label={t('drawer.menu')}>
        <MenuIcon />
      </IconButton>
      <ServerDrawer id={serverDrawerId} label={t('drawer.menu')} entries={entries} />
      {renderDrawer ? (
        <LoadedPart
          render={renderDrawer}
          props={{
            open: isOpen,
            onOpenChange: setOpen,
            visibility,
            user,
            returnFocusRef: buttonRef,
          }}
        />
      ) : null}
    </>
  );
}
