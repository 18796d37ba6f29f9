import { Button } from '@site-chrome/runtime/ui';
import { logWarning, useTranslation } from '@site-chrome/runtime';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { panelsNamespace } from '../../i18n/panels/panel-translations';

/** Header spec section 9: the copy control rests this long before it copies again. */
const copyTimeoutMs = 500;

const Status = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** "Copy UID": copies the UID and says "Copied successfully" in a live region (or that it could not). */
export function CopyUidButton({ uid }: { uid: string }) {
  const { t } = useTranslation(panelsNamespace);
  const [message, setMessage] = useState('');
  const [resting, setResting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (resting) return;
    setResting(true);
    timer.current = setTimeout(() => setResting(false), copyTimeoutMs);
    try {
      await navigator.clipboard.writeText(uid);
      setMessage(t('account.copied'));
    } catch (error) {
      // No clipboard (an insecure page, a denied permission): the UID is on screen to copy by hand.
      logWarning('Header', 'could not copy the UID', error);
      setMessage(t('account.copyFailed'));
    }
  };

  return (
    <>
      <Button $variant="quiet" data-track="account:copy-uid" onClick={() => void copy()}>
        {t('account.copyUid')}
      </Button>
      <Status role="status">{message}</Status>
    </>
  );
}
