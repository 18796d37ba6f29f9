import { Button } from '@site-chrome/runtime/ui';
import { useTranslation } from '@site-chrome/runtime';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { panelsNamespace } from '../../i18n/panels/panel-translations';

const Question = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 560px;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};

  p {
    margin: 0;
  }

  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

interface TurkishSiteQuestionProps {
  onStay: () => void;
  /** Absent when the host cannot take the reader to the Turkish site: only staying is offered. */
  onGo?: () => void;
  onCancel: () => void;
}

/**
 * The Turkey question of header spec §2, asked in place under the footer's choosers: Turkish chosen outside
 * the Turkish site either stays on this site in Turkish or goes to the Turkish site. A group, not a modal:
 * it belongs to the select just used, and focus moves to its first answer.
 */
export function TurkishSiteQuestion({ onStay, onGo, onCancel }: TurkishSiteQuestionProps) {
  const { t } = useTranslation(panelsNamespace);
  const firstAnswer = useRef<HTMLButtonElement>(null);
  useEffect(() => firstAnswer.current?.focus(), []);
  return (
    <Question role="group" aria-label={t('turkey.title')}>
      <p>{t('turkey.text')}</p>
      <div>
        <Button ref={firstAnswer} onClick={onStay}>
          {t('turkey.stayGlobal')}
        </Button>
        {onGo ? <Button onClick={onGo}>{t('turkey.goToTurkishSite')}</Button> : null}
        <Button onClick={onCancel}>{t('turkey.cancel')}</Button>
      </div>
    </Question>
  );
}
