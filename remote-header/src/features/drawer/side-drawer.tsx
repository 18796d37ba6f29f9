import * as Dialog from '@radix-ui/react-dialog';
import {
  ActionLink,
  type ChromeUser,
  IconButton,
  type Theme,
  textDirection,
  useChromeStore,
  useTranslation,
} from '@site-chrome/shared';
import type { SiteVisibility } from '@site-chrome/shared/sites';
import type { RefObject } from 'react';
import styled from 'styled-components';
import { headerNamespace } from '../../i18n/header-translations';
import { DepositLink } from '../actions/deposit-link';
import { useHeaderLinks } from '../actions/header-links';

import { TestnetActions } from '../actions/testnet-actions';
import { VisitorActions } from '../account/visitor-actions';
import { ThemeToggle } from '../theme-toggle/theme-toggle';
import { DrawerNavigation } from './drawer-navigation';

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgb(0 0 0 / 45%);
`;

// A sheet from the inline end: the right in left-to-right pages, the left in right-to-left ones.
const Sheet = styled(Dialog.Content)`
  position: fixed;
  inset-block: 0;
  inset-inline-end: 0;
  z-index: 41;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  box-sizing: border-box;
  width: min(360px, 100vw);
  padding: ${({ theme }) => theme.space.lg};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.sizeMd};
  line-height: 1.4;
  color-scheme: ${({ theme }) => theme.name};
  box-shadow: 0 0 24px rgb(0 0 0 / 20%);

  /* The portal puts the drawer outside ChromeRoot: it repeats the root's box model and focus ring. */
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &:focus {
    outline: none;
  }
`;

const SheetHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
`;

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  h3,
  p {
    margin: 0;
  }

  h3 {
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
`;

const Operations = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

function CloseIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="m5 5 10 10M15 5 5 15" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

export interface SideDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  visibility: SiteVisibility;
  user: ChromeUser | null;
  onLogin?: () => void;
  onSignup?: () => void;
  onThemeChange?: (theme: Theme) => void;
  /** Where focus goes back when the drawer closes: the Menu button that opened it. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The side drawer of small screens (header spec section 1), a modal dialog named "Menu" (Radix Dialog:
 * focus is trapped, Escape and the overlay close it, focus returns to the Menu button). It holds Log In /
 * Sign Up and the promotions card for visitors, the phone navigation, the operations the bar drops on
 * small screens, and the download button (not for the US or the EU).
 */
export function SideDrawer({
  open,
  onOpenChange,
  visibility,
  user,
  onLogin,
  onSignup,
  onThemeChange,
  returnFocusRef,
}: SideDrawerProps) {
  const { t } = useTranslation(headerNamespace);
  const { t: tCommon } = useTranslation();
  const language = useChromeStore((state) => state.language);
  const theme = useChromeStore((state) => state.theme);
  const links = useHeaderLinks();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Sheet
          dir={textDirection(language)}
          data-theme={theme}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The Menu button sits outside the dialog's tree, so Radix cannot find it on its own.
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
        >
          <SheetHeader>
            <Title>{t('drawer.menu')}</Title>
            <Dialog.Close asChild>
              <IconButton type="button" aria-label={t('drawer.close')}>
                <CloseIcon />
              </IconButton>
            </Dialog.Close>
          </SheetHeader>
          {!user && visibility.showLoginSignup ? (
            <VisitorActions
              showSignUp={visibility.showSignUp}
              testnet={visibility.showDemoTrade}
              onLogin={onLogin}
              onSignup={onSignup}
            />
          ) : null}
          {visibility.showPromotionsCard && visibility.showSignUp ? (
            <Card aria-label={t('drawer.promotionsTitle')}>
              <h3>{t('drawer.promotionsTitle')}</h3>
              <p>{t('drawer.promotionsText')}</p>
              <ActionLink $variant="primary" href={links.signup}>
                {t('drawer.promotionsAction')}
              </ActionLink>
            </Card>
          ) : null}
          <DrawerNavigation visibility={visibility} label={tCommon('mainNavigation')} />
          <Operations>
            {visibility.showDemoTrade ? <TestnetActions /> : null}
            {visibility.showDeposit ? <DepositLink /> : null}
            {visibility.showTheme ? <ThemeToggle onThemeChange={onThemeChange} /> : null}
          </Operations>
          {visibility.showDrawerDownload ? (
            <ActionLink href={links.download}>{t('drawer.download')}</ActionLink>
          ) : null}
        </Sheet>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The chunk's entry point (see menu-button.tsx). */
export function renderSideDrawer(props: SideDrawerProps) {
  return <SideDrawer {...props} />;
}

export type RenderSideDrawer = typeof renderSideDrawer;
