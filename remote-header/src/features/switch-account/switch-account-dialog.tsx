import { useTranslation } from '@site-chrome/runtime';
import { DialogActionButton, ModalDialog } from '@site-chrome/runtime/dialog';
import { useState, type RefObject } from 'react';
import styled from 'styled-components';
import { panelsNamespace } from '../../i18n/panels/panel-translations';
import { useLinkedAccounts, type LinkedAccount } from './api/linked-accounts';
import { switchAccount } from './api/switch-account';
import { LinkedAccountList } from './linked-account-list';
import { pageReload } from './page-reload';

const Text = styled.p`
  margin: 0;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Busy = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SwitchAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

type Phase = { name: 'choosing' } | { name: 'switching'; to: string } | { name: 'failed' };

/**
 * "Switch account" (header spec section 6, the switch-account script): the reader's linked accounts, asked
 * for when the dialog opens; choosing one posts the switch, and the page reloads as that account. A list
 * that fails, or a switch the server does not confirm, is said in words of our own (never the server's), and
 * the reader may try again; the API client has logged the cause.
 */
function SwitchAccountDialog({ open, onOpenChange, returnFocusRef }: SwitchAccountDialogProps) {
  const { t } = useTranslation(panelsNamespace);
  const [phase, setPhase] = useState<Phase>({ name: 'choosing' });
  const accounts = useLinkedAccounts({ enabled: open });

  const choose = async (account: LinkedAccount) => {
    setPhase({ name: 'switching', to: account.name });
    if (await switchAccount(account.uid)) pageReload.reload();
    else setPhase({ name: 'failed' });
  };

  const changeOpen = (next: boolean) => {
    if (!next) setPhase({ name: 'choosing' });
    onOpenChange(next);
  };

  const others = accounts.data?.filter((account) => !account.isCurrent) ?? [];

  return (
    <ModalDialog
      open={open}
      onOpenChange={changeOpen}
      title={t('switchAccount.title')}
      closeLabel={t('switchAccount.close')}
      returnFocusRef={returnFocusRef}
      // Once the switch is posted, the page is about to become the other account: nothing to go back to.
      dismissible={phase.name !== 'switching'}
    >
      {phase.name === 'switching' ? (
        <Busy role="status">{t('switchAccount.switching', { name: phase.to })}</Busy>
      ) : accounts.isPending || (accounts.isError && accounts.isFetching) ? (
        <Busy role="status">{t('switchAccount.loading')}</Busy>
      ) : accounts.isError ? (
        <>
          <Problem role="alert">{t('switchAccount.listFailed')}</Problem>
          <DialogActionButton $variant="primary" onClick={() => void accounts.refetch()}>
            {t('switchAccount.retry')}
          </DialogActionButton>
        </>
      ) : (
        <>
          {phase.name === 'failed' ? <Problem role="alert">{t('switchAccount.switchFailed')}</Problem> : null}
          <Text>{others.length > 0 ? t('switchAccount.choose') : t('switchAccount.noOthers')}</Text>
          <LinkedAccountList accounts={accounts.data} onChoose={(account) => void choose(account)} />
        </>
      )}
    </ModalDialog>
  );
}

export const renderSwitchAccountDialog = (props: SwitchAccountDialogProps) => (
  <SwitchAccountDialog {...props} />
);
