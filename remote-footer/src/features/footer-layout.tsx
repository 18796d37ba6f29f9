import { ChromeRoot } from '@site-chrome/shared';
import styled from 'styled-components';
import '../i18n/footer-translations';
import { Copyright } from './copyright/copyright';
import { LegalLinks } from './links/legal-links';
import { PagePreferences } from './preferences/page-preferences';

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.xl};
  padding-inline: ${({ theme }) => theme.space.xl};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The site footer landmark: links, then the copyright area. */
export function FooterLayout() {
  return (
    <ChromeRoot as="footer">
      <Inner>
        <LegalLinks />
        <PagePreferences />
        <Copyright />
      </Inner>
    </ChromeRoot>
  );
}
