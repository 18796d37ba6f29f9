import { loadChunk, useCurrentYear, useLoad, useSite, useTranslation } from '@site-chrome/runtime';
import { Suspense } from 'react';
import styled from 'styled-components';
import { footerNamespace } from '../../i18n/footer-translations';

// Its own chunk, fetched when the reader nears the footer: the statements are legal text most
// visitors of a product page never scroll to, and nothing on the page sits below them, so nothing moves.
const loadRegulatoryText = () =>
  loadChunk("the footer's regulatory text", () =>
    import(/* webpackChunkName: "footer-regulatory" */ './regulatory-text').then(
      (module) => module.renderRegulatoryText,
    ),
  );

const Area = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 18px;

  p {
    margin: 0;
  }
`;

/** "Exchange Japan K.K." before the line's own full stop: one stop, not two. */
const withoutFinalStop = (company: string) => company.replace(/\.$/, '');

/**
 * The copyright line of the sub-site's operating company, then its regulatory text once the reader nears the
 * footer (`near`). The year is the reader's current year, so the footer never looks stale (a server render's
 * and its hydration's: the store's render day, `useCurrentYear`).
 */
export function Copyright({ near }: { near: boolean }) {
  const { t } = useTranslation(footerNamespace);
  const site = useSite();
  // If it cannot be had (reported once), the copyright line stands alone.
  const regulatoryText = useLoad('footer-regulatory-text', loadRegulatoryText, { wanted: near });
  return (
    <Area>
      <p>{t('copyright', { year: useCurrentYear(), company: withoutFinalStop(t(`company.${site.key}`)) })}</p>
      {regulatoryText.status === 'ready' ? (
        <Suspense fallback={null}>{regulatoryText.value(site)}</Suspense>
      ) : null}
    </Area>
  );
}
