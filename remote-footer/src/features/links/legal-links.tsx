import { useTranslation } from '@site-chrome/runtime';
import { useSitePaths } from '@site-chrome/data/common-data';
import { footerLegalLinks, legalLinkPaths } from '@site-chrome/rules/legal-links';
import styled from 'styled-components';
import { footerNamespace } from '../../i18n/footer-translations';

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

/**
 * The company and legal links a regulator expects on every page (footer spec §2, the list in
 * `@site-chrome/rules/legal-links`): what the footer shows under the Italy limit, and in place of the columns
 * when the menu cannot be had.
 */
export function LegalLinks() {
  const { t } = useTranslation(footerNamespace);
  const { linkTo } = useSitePaths();
  return (
    <nav aria-label={t('legalNavigation')}>
      <LinkList>
        {footerLegalLinks.map((key) => (
          <li key={key}>
            <a href={linkTo(legalLinkPaths[key])}>{t(`links.${key}`)}</a>
          </li>
        ))}
      </LinkList>
    </nav>
  );
}
