import { useHostCallbacks, useTranslation } from '@site-chrome/runtime';
import { useSitePaths } from '@site-chrome/data/common-data';
import { logOut, type LogoutScope } from '@site-chrome/data/logout';
import { useState, type RefObject } from 'react';
import styled from 'styled-components';
import { DialogActionButton, ModalDialog } from '@site-chrome/runtime/dialog';
import { panelsNamespace } from '../../i18n/panels/panel-translations';
import { loginPage } from './login-page';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Busy = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weightBold};

  &::before {
    content: '';
    width: 16px;
    height: 16px;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-block-start-color: ${({ theme }) => theme.colors.accent};
    border-radius: 50%;
    animation: spin 800ms linear infinite;
  }

  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    &::before {
      animation: none;
    }
  }
`;

const Text = styled.p`
  margin: 0;
`;

export interface LogoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

type Phase = 'choosing' | 'running' | 'failed';

/**
 * "Log out": All devices or This device (header spec section 4). While the calls run, a "Logging out" status
 * replaces the choices and the dialog cannot be dismissed. Local state is cleared whatever the server says;
 * when it did not confirm, the user is told before going on.
 */
function LogoutDialog({ open, onOpenChange, returnFocusRef }: LogoutDialogProps) {
  const { t } = useTranslation(panelsNamespace);
  // The host's own handling; without it the browser goes to the login page.
  const { onLogout } = useHostCallbacks();
  const { linkTo } = useSitePaths();
  const [phase, setPhase] = useState<Phase>('choosing');

  const finish = () => {
    setPhase('choosing');
    onOpenChange(false);
    if (onLogout) onLogout();
    else loginPage.go(linkTo(loginPage.path));
  };

  const run = async (scope: LogoutScope) => {
    setPhase('running');
    const outcome = await logOut(scope);
    if (outcome.serverConfirmed) finish();
    else setPhase('failed');
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('logout.title')}
      closeLabel={t('logout.cancel')}
      returnFocusRef={returnFocusRef}
      dismissible={phase === 'choosing'}
    >
      {phase === 'choosing' ? (
        <>
          <Text>{t('logout.question')}</Text>
          <Buttons>
            <DialogActionButton data-track="logout:all" onClick={() => void run('all-devices')}>
              {t('logout.allDevices')}
            </DialogActionButton>
            <DialogActionButton
              $variant="primary"
              data-track="logout:this"
              onClick={() => void run('this-device')}
            >
              {t('logout.thisDevice')}
            </DialogActionButton>
          </Buttons>
        </>
      ) : phase === 'running' ? (
        <Busy role="status">{t('logout.inProgress')}</Busy>
      ) : (
        <>
          <Text role="alert">{t('logout.failed')}</Text>
          <Buttons>
            {/* Focus lands here, so the alert is read and the way on is one key away. */}
            <DialogActionButton $variant="primary" autoFocus onClick={finish}>
              {t('logout.continue')}
            </DialogActionButton>
          </Buttons>
        </>
      )}
    </ModalDialog>
  );
}

export const renderLogoutDialog = (props: LogoutDialogProps) => <LogoutDialog {...props} />;
