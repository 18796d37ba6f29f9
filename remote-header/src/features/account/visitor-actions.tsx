import { ActionLink } from '@site-chrome/runtime/ui';
import { useHostCallbacks, useTranslation } from '@site-chrome/runtime';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { useHeaderLinks } from '../actions';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

interface VisitorActionsProps {
  /** Sign Up is hidden by the `register` part (and on testnet). */
  showSignUp: boolean;
  /** Testnet logs in through the live site's account-authorize page. */
  testnet: boolean;
}

/** Log In / Sign Up for visitors: real links, so they work before and without JavaScript handlers. */
export function VisitorActions({ showSignUp, testnet }: VisitorActionsProps) {
  const { t } = useTranslation();
  // When the host handles login itself (e.g. a modal), the link calls it instead of navigating.
  const { onLogin, onSignup } = useHostCallbacks();
  const links = useHeaderLinks();

  const handOver = (callback: (() => void) | undefined) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Testnet's login is the authorize round trip; a host's own login dialog cannot stand in for it.
    if (!callback || testnet) return;
    event.preventDefault();
    callback();
  };

  return (
    <Actions>
      <ActionLink
        data-track="login"
        href={testnet ? links.testnetLogin : links.login}
        onClick={handOver(onLogin)}
      >
        {t('logIn')}
      </ActionLink>
      {showSignUp ? (
        <ActionLink data-track="signup" $variant="primary" href={links.signup} onClick={handOver(onSignup)}>
          {t('signUp')}
        </ActionLink>
      ) : null}
    </Actions>
  );
}
