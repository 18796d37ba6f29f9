import { ActionLink, localisedPath, useChromeStore, useTranslation } from '@site-chrome/shared';
import type { MouseEvent } from 'react';
import styled from 'styled-components';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

interface VisitorActionsProps {
  /** When the host handles login itself (e.g. a modal), the link calls this instead of navigating. */
  onLogin?: () => void;
  onSignup?: () => void;
}

/** Log In / Sign Up for visitors: real links, so they work before and without JavaScript handlers. */
export function VisitorActions({ onLogin, onSignup }: VisitorActionsProps) {
  const { t } = useTranslation();
  const language = useChromeStore((state) => state.language);

  const handOver = (callback: (() => void) | undefined) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!callback) return;
    event.preventDefault();
    callback();
  };

  return (
    <Actions>
      <ActionLink href={localisedPath(language, '/login')} onClick={handOver(onLogin)}>
        {t('logIn')}
      </ActionLink>
      <ActionLink $variant="primary" href={localisedPath(language, '/signup')} onClick={handOver(onSignup)}>
        {t('signUp')}
      </ActionLink>
    </Actions>
  );
}
