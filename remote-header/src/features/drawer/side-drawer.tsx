import { ActionLink } from '@site-chrome/runtime/ui';
import { type ChromeUser, useTranslation } from '@site-chrome/runtime';
import type { SiteVisibility } from '@site-chrome/rules/sites';
import type { RefObject } from 'react';
import styled from 'styled-components';
import { headerNamespace } from '../../i18n/header-translations';
import { DepositLink, useHeaderLinks, TestnetActions } from '../actions';
import { VisitorActions } from '../account';
import { SideSheet } from '../../ui/side-sheet';
import { ThemeToggle } from '../theme-toggle';
import { DrawerNavigation } from './drawer-navigation';

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

export interface SideDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  visibility: SiteVisibility;
  user: ChromeUser | null;
  /** Where focus goes back when the drawer closes: the Menu button that opened it. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The side drawer of small screens (header spec section 1), a side sheet named "Menu". It holds Log In /
 * Sign Up and the promotions card for visitors, the phone navigation, the operations the bar drops on
 * small screens, and the download button (not for the US or the EU).
 */
function SideDrawer({ open, onOpenChange, visibility, user, returnFocusRef }: SideDrawerProps) {
  const { t } = useTranslation(headerNamespace);
  const { t: tCommon } = useTranslation();
  const links = useHeaderLinks();
  return (
    <SideSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('drawer.menu')}
      closeLabel={t('drawer.close')}
      returnFocusRef={returnFocusRef}
    >
      {!user && visibility.showLoginSignup ? (
        <VisitorActions showSignUp={visibility.showSignUp} testnet={visibility.showDemoTrade} />
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
        {/* Below 768 px the bar keeps only Account: the drawer leads to the funds and the orders. */}
        {visibility.showWallet ? (
          <ActionLink data-track="drawer:funds" href={links.funds}>
            {t('menus.funds')}
          </ActionLink>
        ) : null}
        {visibility.showOrders && visibility.showSpotOrder ? (
          <ActionLink data-track="drawer:orders" href={links.orders}>
            {t('menus.orders')}
          </ActionLink>
        ) : null}
        {visibility.showTheme ? <ThemeToggle /> : null}
      </Operations>
      {visibility.showDrawerDownload ? (
        <ActionLink href={links.download}>{t('drawer.download')}</ActionLink>
      ) : null}
    </SideSheet>
  );
}

/** The chunk's entry point (see menu-button.tsx). */
export function renderSideDrawer(props: SideDrawerProps) {
  return <SideDrawer {...props} />;
}
