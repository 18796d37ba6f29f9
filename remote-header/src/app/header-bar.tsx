import {
  ChromeRoot,
  createClickTracker,
  HostCallbacksProvider,
  type ExposedComponentProps,
  useSite,
} from '@site-chrome/runtime';
import { useMemo } from 'react';
import styled from 'styled-components';
import '../i18n/header-translations';
import { DepositLink, TestnetActions } from '../features/actions';
import { CookiePolicySlot } from '../features/cookie-policy';
import { MenuButton } from '../features/drawer';
import { SignedInMenus } from '../features/account-menus';
import { VisitorActions } from '../features/account';
import { Logo } from '../features/brand';
import { MainNavigation, useNavigationEntries } from '../features/navigation';
import { SectionRowSlot } from '../features/section-row';
import { RegionalRedirectSlot } from '../features/regional-redirect';
import { barFullWidth, CompactOnly, TabletUp, WideOnly } from '../ui/breakpoints';
import { HeaderTools } from '../features/header-tools';
import { useSiteVisibility } from '@site-chrome/data/site-visibility';
import { useCdnHealthCheck } from '../features/cdn-health-check';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  height: ${({ theme }) => theme.layout.headerHeight};
  padding-inline: ${({ theme }) => theme.space.xl};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  @media (max-width: 767.9px) {
    padding-inline: ${({ theme }) => theme.space.lg};
  }
`;

// Below 480 px the bar keeps Sign Up, Search and Menu: Log In is one tap away, at the top of the drawer.
const EndGroup = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-inline-start: auto;

  @media (max-width: ${barFullWidth - 0.1}px) {
    [data-track='login'] {
      display: none;
    }
  }
`;

/**
 * The top bar: brand, main navigation, then testnet, deposit, the account menus and the tools at the inline end.
 * Every part is there because the visibility rule says so for this sub-site, user, variant and compliance.
 */
export function HeaderBar({ props }: ExposedComponentProps) {
  const visibility = useSiteVisibility();
  // One list for the bar and the second row.
  const entries = useNavigationEntries(visibility);
  const site = useSite();
  const trackClick = useMemo(() => createClickTracker('header', props.onTrack), [props.onTrack]);
  useCdnHealthCheck(props.errorReporting);
  return (
    // The host's callbacks reach the buttons and dialogs that call them through one context, not props.
    <HostCallbacksProvider value={props}>
      <ChromeRoot as="header" onClickCapture={trackClick}>
        <Bar>
          <Logo />
          <WideOnly>
            <MainNavigation entries={entries} />
          </WideOnly>
          <EndGroup>
            <TabletUp>
              {visibility.showDemoTrade ? <TestnetActions /> : null}
              {visibility.showDeposit ? <DepositLink /> : null}
            </TabletUp>
            {props.user ? (
              <SignedInMenus user={props.user} visibility={visibility} />
            ) : visibility.showLoginSignup ? (
              <VisitorActions showSignUp={visibility.showSignUp} testnet={visibility.showDemoTrade} />
            ) : null}
            <HeaderTools visibility={visibility} />
            <CompactOnly>
              <MenuButton visibility={visibility} entries={entries} />
            </CompactOnly>
          </EndGroup>
        </Bar>
        <SectionRowSlot entries={entries} />
        <RegionalRedirectSlot />
        {site.restrictions.showsCookiePolicyBanner ? <CookiePolicySlot /> : null}
      </ChromeRoot>
    </HostCallbacksProvider>
  );
}
