import { resolveSite, useChromeStore, useTranslation } from '@site-chrome/shared';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { footerNamespace } from '../../i18n/footer-translations';

// Its own chunk, fetched when the reader nears the bottom of the footer: the statements are legal text most
// visitors of a product page never scroll to, and nothing on the page sits below them, so nothing moves.
const RegulatoryText = lazy(() => import(/* webpackChunkName: "footer-regulatory" */ './regulatory-text'));

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

/** How far below the viewport the footer's end may be when its regulatory text starts loading. */
const nearViewportMargin = '800px';

/** Whether the element has come within `nearViewportMargin` of the viewport (at once without IntersectionObserver). */
function useNearViewport<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: nearViewportMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/** "Exchange Japan K.K." before the line's own full stop: one stop, not two. */
const withoutFinalStop = (company: string) => company.replace(/\.$/, '');

/**
 * The copyright line of the sub-site's operating company, then its regulatory text once the reader nears it.
 * The year is the reader's current year, so the footer never looks stale.
 */
export function Copyright({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation(footerNamespace);
  const site = resolveSite(useChromeStore((state) => state.site));
  const [areaRef, near] = useNearViewport<HTMLDivElement>();
  return (
    <Area ref={areaRef}>
      <p>
        {t('copyright', { year: now.getFullYear(), company: withoutFinalStop(t(`company.${site.key}`)) })}
      </p>
      {near ? (
        <Suspense fallback={null}>
          <RegulatoryText site={site.key} />
        </Suspense>
      ) : null}
    </Area>
  );
}
