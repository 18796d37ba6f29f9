import { useTranslation } from '@site-chrome/runtime';
import styled, { css } from 'styled-components';
import { panelsNamespace } from '../../i18n/panels/panel-translations';
import type { LinkedAccount } from './api/linked-accounts';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const rowStyles = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 2px ${({ theme }) => theme.space.sm};
  box-sizing: border-box;
  width: 100%;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
`;

const AccountButton = styled.button`
  ${rowStyles}
  cursor: pointer;

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const CurrentAccount = styled.div`
  ${rowStyles}
  background: ${({ theme }) => theme.colors.surface};
`;

const Name = styled.strong`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Detail = styled.span`
  grid-column: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Tag = styled.span`
  grid-column: 2;
  grid-row: 1 / span 2;
  align-self: center;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

interface LinkedAccountListProps {
  accounts: readonly LinkedAccount[];
  onChoose: (account: LinkedAccount) => void;
}

/**
 * The accounts to choose from, as a list named "Accounts": each other account is a button named by what it
 * shows (name, UID, main or sub-account); the one in use is marked, not a button, as there is nothing to do.
 */
export function LinkedAccountList({ accounts, onChoose }: LinkedAccountListProps) {
  const { t } = useTranslation(panelsNamespace);
  const describe = (account: LinkedAccount) => (
    <>
      <Name>{account.name}</Name>
      <Detail>
        {t('account.uid', { uid: account.uid })} ·{' '}
        {account.isSubAccount ? t('switchAccount.subAccount') : t('switchAccount.mainAccount')}
      </Detail>
    </>
  );
  return (
    <List aria-label={t('switchAccount.accounts')}>
      {accounts.map((account) => (
        <li key={account.uid}>
          {account.isCurrent ? (
            <CurrentAccount aria-current="true">
              {describe(account)}
              <Tag>{t('switchAccount.current')}</Tag>
            </CurrentAccount>
          ) : (
            <AccountButton type="button" data-track="account:switch-to" onClick={() => onChoose(account)}>
              {describe(account)}
            </AccountButton>
          )}
        </li>
      ))}
    </List>
  );
}
