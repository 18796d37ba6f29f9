import styled from 'styled-components';
import { footerNamespace } from '../../i18n/footer-translations';
import { useTranslation } from '@site-chrome/shared';

const CopyrightLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** The copyright line; the year is the reader's current year so the footer never looks stale. */
export function Copyright({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation(footerNamespace);
  return <CopyrightLine>{t('copyright', { year: now.getFullYear() })}</CopyrightLine>;
}
