import { Button } from '@site-chrome/runtime/ui';
import { useChromeStore, useTranslation } from '@site-chrome/runtime';
import { isHomePath, shouldShowCookiePolicyBanner } from '@site-chrome/rules/settings';
import { useSitePaths } from '@site-chrome/data/common-data';
import { useState } from 'react';
import styled from 'styled-components';
import { headerNamespace } from '../../i18n/header-translations';
import { readCookiePolicyAcceptance, storeCookiePolicyAcceptance } from './cookie-policy-acceptance';

export { cookiePolicyStorageKey } from './cookie-policy-acceptance';

const Banner = styled.section`
  position: fixed;
  inset-inline: ${({ theme }) => theme.space.lg};
  inset-block-end: ${({ theme }) => theme.space.lg};
  z-index: 30;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 720px;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: 0 8px 24px rgb(0 0 0 / 16%);

  p {
    flex: 1 1 280px;
    margin: 0;
  }
`;

/**
 * The EU home page's cookie-policy banner (header spec sections 2 and 4): shown when the visitor never
 * accepted or accepted more than 90 days ago; Accept stores the time. A region named "Cookie policy".
 */
function CookiePolicyBanner() {
  const { t } = useTranslation(headerNamespace);
  // The home page of this language is the bare prefix (`/de` on the EU site in German).
  const { prefix } = useSitePaths();
  const path = useChromeStore((state) => state.path);
  const [acceptedAt, setAcceptedAt] = useState(readCookiePolicyAcceptance);
  // The 90 days are counted from when the page showed the header, not re-read on every render.
  const [openedAt] = useState(() => Date.now());

  const shown = shouldShowCookiePolicyBanner({
    siteShowsCookiePolicy: true,
    isHomePage: isHomePath(path, prefix),
    acceptedAt,
    now: openedAt,
  });
  if (!shown) return null;

  return (
    <Banner aria-label={t('cookiePolicy.region')}>
      <p>{t('cookiePolicy.text')}</p>
      <Button
        data-track="cookie-policy-accept"
        $variant="primary"
        onClick={() => {
          const now = Date.now();
          // Refused storage (private mode) still closes the banner for this page view.
          storeCookiePolicyAcceptance(now);
          setAcceptedAt(now);
        }}
      >
        {t('cookiePolicy.accept')}
      </Button>
    </Banner>
  );
}

export function renderCookiePolicyBanner() {
  return <CookiePolicyBanner />;
}
