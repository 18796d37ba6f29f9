import { useTranslation, type ChromeUser } from '@site-chrome/runtime';
import type { SiteVisibility } from '@site-chrome/rules/sites';
import styled from 'styled-components';
import { headerNamespace } from '../../i18n/header-translations';
import { TabletUp } from '../../ui/breakpoints';
import { HeaderMenu } from '../../ui/header-menu/header-menu';
import { AccountIcon, OrdersIcon, WalletIcon } from '../../ui/header-icons';
import { LoadedPart } from '../../ui/lazy-parts/create-lazy-part';
import { useLazyDialog } from '../../ui/lazy-parts/use-lazy-dialog';
import { logoutDialogPart } from '../logout';
import { switchAccountDialogPart } from '../switch-account';
import { accountMenuPart, fundsMenuPart, ordersMenuPart } from './account-menu-parts';

// Header spec section 9: the funds (and orders) menus show their names from 1440 px; below, their icons.
const fundsMenuBreakpoint = 1440;

const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

interface SignedInMenusProps {
  user: ChromeUser;
  visibility: SiteVisibility;
}

/**
 * Funds, Orders and Account for a signed-in user. Each menu's contents and data are fetched on first
 * interest; the "Log out" and "Switch account" dialogs live here, beside the menus, so they outlive the
 * Account panel.
 */
export function SignedInMenus({ user, visibility }: SignedInMenusProps) {
  const { t } = useTranslation(headerNamespace);
  const logout = useLazyDialog(logoutDialogPart);
  const switchAccount = useLazyDialog(switchAccountDialogPart);
  // Both dialogs open from the Account menu, so focus goes back to its button.
  const accountButtonRef = logout.buttonRef;
  const name = user.nickname || user.uid;
  return (
    <>
      <TabletUp>
        {visibility.showWallet ? (
          <HeaderMenu
            part={fundsMenuPart}
            label={t('menus.funds')}
            track="funds"
            icon={<WalletIcon />}
            labelFrom={fundsMenuBreakpoint}
            panelProps={{ label: t('menus.funds') }}
          />
        ) : null}
        {visibility.showOrders ? (
          <HeaderMenu
            part={ordersMenuPart}
            label={t('menus.orders')}
            track="orders"
            icon={<OrdersIcon />}
            labelFrom={fundsMenuBreakpoint}
            panelProps={{ label: t('menus.orders') }}
          />
        ) : null}
      </TabletUp>
      {visibility.showPersonalCentre ? (
        <HeaderMenu
          part={accountMenuPart}
          label={t('menus.account')}
          track="account"
          buttonRef={accountButtonRef}
          icon={
            visibility.showAvatar ? (
              <Avatar aria-hidden="true">{name.slice(0, 1).toUpperCase()}</Avatar>
            ) : (
              <AccountIcon />
            )
          }
          panelProps={{
            label: t('menus.account'),
            onLogOut: logout.open,
            onLogOutInterest: logout.preload,
            onSwitchAccount: switchAccount.open,
            onSwitchAccountInterest: switchAccount.preload,
          }}
        />
      ) : null}
      {logout.render ? (
        <LoadedPart
          render={logout.render}
          props={{
            open: logout.isOpen,
            onOpenChange: logout.setOpen,
            returnFocusRef: accountButtonRef,
          }}
        />
      ) : null}
      {switchAccount.render ? (
        <LoadedPart
          render={switchAccount.render}
          props={{
            open: switchAccount.isOpen,
            onOpenChange: switchAccount.setOpen,
            returnFocusRef: accountButtonRef,
          }}
        />
      ) : null}
    </>
  );
}
