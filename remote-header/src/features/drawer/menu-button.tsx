import { IconButton, type Theme, useChromeStore, useTranslation } from '@site-chrome/shared';
import type { SiteVisibility } from '@site-chrome/shared/sites';
import { useRef, useState } from 'react';
import { headerNamespace } from '../../i18n/header-translations';
import { createLazyPart, LoadedPart } from '../lazy-parts/create-lazy-part';

/** The drawer, with Radix Dialog and the phone menu: its own chunk, fetched when the Menu button is first wanted. */
const sideDrawer = createLazyPart(
  () =>
    import(/* webpackChunkName: "header-drawer" */ './side-drawer').then((module) => module.renderSideDrawer),
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
  onLogin?: () => void;
  onSignup?: () => void;
  onThemeChange?: (theme: Theme) => void;
}

/** "Menu": opens the side drawer (the bar shows it below 992 px). */
export function MenuButton({ visibility, onLogin, onSignup, onThemeChange }: MenuButtonProps) {
  const { t } = useTranslation(headerNamespace);
  const user = useChromeStore((state) => state.user);
  const [wanted, setWanted] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const renderDrawer = sideDrawer.usePart(wanted);
  const preload = () => void sideDrawer.preload().catch(() => undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <IconButton
        ref={buttonRef}
        data-track="menu"
        type="button"
        aria-label={t('drawer.menu')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {renderDrawer ? (
        <LoadedPart
          render={renderDrawer}
          props={{
            open: isOpen,
            onOpenChange: setOpen,
            visibility,
            user,
            onLogin,
            onSignup,
            onThemeChange,
            returnFocusRef: buttonRef,
          }}
        />
      ) : null}
    </>
  );
}
