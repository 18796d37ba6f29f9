import { useChromeStore, useTranslation } from '@site-chrome/runtime';
import styled from 'styled-components';
import type { MenuPanelControls } from '../../ui/header-menu/header-menu';
import { panelsNamespace } from '../../i18n/panels/panel-translations';
import { AccountCard } from './account-card';
import { AccountModeTag } from './account-mode-tag';
import { fundsMenuLinks, ordersMenuLinks, personalCentreLinks } from './account-menu-model';
import { CrossMarginBalance } from './cross-margin-balance';
import { KycStatusDetail } from './kyc-status-detail';
import { MenuLinkList } from './menu-link-list';
import { RewardsHubCard } from './rewards-hub-card';
import { useAccountMenus } from './use-account-menus';

const Section = styled.div`
  max-height: min(70vh, 560px);
  overflow-y: auto;
`;

interface DialogActionProps {
  track: string;
  label: string;
  /** The reader points at or focuses it: its dialog's script starts loading. */
  onInterest: () => void;
  onOpen: () => void;
}

/** An action of the account menu that opens a dialog loaded when first wanted (Switch account, Log Out). */
function DialogAction({ track, label, onInterest, onOpen }: DialogActionProps) {
  return (
    <button
      type="button"
      data-track={track}
      aria-haspopup="dialog"
      onPointerEnter={onInterest}
      onFocus={onInterest}
      onClick={onOpen}
    >
      {label}
    </button>
  );
}

const Total = styled.p`
  display: grid;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

const Actions = styled.div`
  display: grid;
  padding: ${({ theme }) => theme.space.xs};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};

  a,
  button {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }

  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

function FundsMenu({ label }: { label: string }) {
  const { t } = useTranslation(panelsNamespace);
  const language = useChromeStore((state) => state.language);
  const { menuInput, details } = useAccountMenus({ userInfo: true, accountMode: true });
  const total = Number(details?.total_usd);
  return (
    <Section>
      {details && Number.isFinite(total) ? (
        <Total>
          {t('funds.estimatedTotal')}
          <strong>
            {t('funds.totalValue', {
              amount: new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(total),
            })}
          </strong>
        </Total>
      ) : null}
      <MenuLinkList
        label={label}
        links={fundsMenuLinks(menuInput)}
        details={{ crossMarginAccount: <CrossMarginBalance /> }}
        rightNodes={{ unifiedAccount: <AccountModeTag /> }}
      />
    </Section>
  );
}

function OrdersMenu({ label }: { label: string }) {
  // The order books depend on the sub-site, the variant and compliance only: no call of their own.
  const { menuInput } = useAccountMenus();
  return (
    <Section>
      <MenuLinkList label={label} links={ordersMenuLinks(menuInput)} />
    </Section>
  );
}

export interface AccountMenuProps {
  label: string;
  /** Opens the "Log out" dialog, which the bar owns so it outlives this panel. */
  onLogOut: () => void;
  /** Fetches the dialog's chunk when the pointer or focus reaches "Log Out". */
  onLogOutInterest: () => void;
  /** Opens the "Switch account" dialog (the switch-account script), which the bar owns like "Log out". */
  onSwitchAccount: () => void;
  /** Fetches the switch-account chunk when the pointer or focus reaches "Switch account". */
  onSwitchAccountInterest: () => void;
}

function AccountMenu({
  label,
  onLogOut,
  onLogOutInterest,
  onSwitchAccount,
  onSwitchAccountInterest,
  close,
}: AccountMenuProps & MenuPanelControls) {
  const { t } = useTranslation(panelsNamespace);
  const { menuInput, visibility, details, tierLevel, user, linkTo } = useAccountMenus({ userInfo: true });
  if (!user) return null;
  return (
    <Section>
      <AccountCard
        user={user}
        details={details}
        tierLevel={tierLevel}
        visibility={visibility}
        linkTo={linkTo}
      />
      {visibility.showRewardsHubCard ? <RewardsHubCard href={linkTo('/rewards_hub')} /> : null}
      <MenuLinkList
        label={label}
        links={personalCentreLinks(menuInput)}
        details={{ identityVerification: <KycStatusDetail enabled={visibility.kycFetchEnabled} /> }}
      />
      {visibility.showSwitchAccount || visibility.showLogout ? (
        <Actions>
          {/* Drawn only where the rule holds (the is_switch_tag cookie, the main site, signed in), so its
              script can load from nowhere else. */}
          {visibility.showSwitchAccount ? (
            <DialogAction
              track="account:switch"
              label={t('account.switchAccount')}
              onInterest={onSwitchAccountInterest}
              onOpen={() => {
                close();
                onSwitchAccount();
              }}
            />
          ) : null}
          {visibility.showLogout ? (
            <DialogAction
              track="account:logout"
              label={t('account.logOut')}
              onInterest={onLogOutInterest}
              onOpen={() => {
                close();
                onLogOut();
              }}
            />
          ) : null}
        </Actions>
      ) : null}
    </Section>
  );
}

// Plain render functions: the bar keeps a stable component identity while these load lazily.
export const renderFundsMenu = (props: { label: string } & MenuPanelControls) => <FundsMenu {...props} />;
export const renderOrdersMenu = (props: { label: string } & MenuPanelControls) => <OrdersMenu {...props} />;
export const renderAccountMenu = (props: AccountMenuProps & MenuPanelControls) => <AccountMenu {...props} />;
