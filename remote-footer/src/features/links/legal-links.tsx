import { useTranslation } from '@site-chrome/runtime';
import { useSitePaths } from '@site-chrome/data/common-data';
import styled from 'styled-components';
import { footerNamespace } from '../../i18n/footer-translations';

/**
 * The company and legal links a regulator expects on every page (footer spec §2): what the footer shows under
 * the Italy limit, and in place of the columns when the menu cannot be had.
 */
const legalLinks = [
  { labelKey: 'links.aboutUs', path: '/about_us' },
  { labelKey: 'links.fees', path: '/fee' },
  { labelKey: 'links.help', path: '/help' },
  { labelKey: 'links.userAgreement', path: '/user-agreement' },
  { labelKey: 'links.privacyPolicy', path: '/privacy-policy' },
] as const;

const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    min-height: 24px;
    line-height: 24px;
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }
`;

export function LegalLinks() {
  const { t } = useTranslation(footerNamespace);
  const { linkTo } = useSitePaths();
  return (
    <nav aria-label={t('legalNavigation')}>
      <LinkList>
        {legalLinks.map((link) => (
          <li key={link.path}>
            <a href={linkTo(link.path)}>{t(link.labelKey)}</a>
          </li>
        ))}
      </LinkList>
    </nav>
  );
}
