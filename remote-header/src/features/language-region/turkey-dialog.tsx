import { useTranslation } from '@site-chrome/runtime';
import type { RefObject } from 'react';
import styled from 'styled-components';
import { DialogActionButton, ModalDialog } from '@site-chrome/runtime/dialog';
import { panelsNamespace } from '../../i18n/panels/panel-translations';

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

interface TurkeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
  onStayGlobal: () => void;
  /** Absent when the host cannot take the reader to the Turkish site: only staying is offered. */
  onGoToTurkishSite?: () => void;
}

/**
 * The Turkey modal (header spec section 2): Turkish chosen outside the Turkish site asks whether to stay on
 * the global site in Turkish or go to the Turkish site. The Turkish site's address is the host's to know.
 */
export function TurkeyDialog({
  open,
  onOpenChange,
  returnFocusRef,
  onStayGlobal,
  onGoToTurkishSite,
}: TurkeyDialogProps) {
  const { t } = useTranslation(panelsNamespace);
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('turkey.title')}
      closeLabel={t('languageRegion.close')}
      returnFocusRef={returnFocusRef}
    >
      <p lang="tr">{t('turkey.text')}</p>
      <Choices>
        <DialogActionButton data-track="turkey:stay" onClick={onStayGlobal}>
          {t('turkey.stayGlobal')}
        </DialogActionButton>
        {onGoToTurkishSite ? (
          <DialogActionButton data-track="turkey:go" onClick={onGoToTurkishSite}>
            {t('turkey.goToTurkishSite')}
          </DialogActionButton>
        ) : null}
      </Choices>
    </ModalDialog>
  );
}
