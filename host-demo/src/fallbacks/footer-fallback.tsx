import { ChromeRoot } from '@site-chrome/runtime';
import { fallbackLegalLinks } from '@site-chrome/rules/legal-links';
import { withPathPrefix } from '@site-chrome/rules/sites';
import styled from 'styled-components';

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: inherit;
  }
`;

/** The footer when its remote is down: the legal links a regulator expects on every page, and the copyright. */
export function FooterFallback({ pathPrefix }: { pathPrefix: string }) {
  return (
    <ChromeRoot as="footer" data-fallback="footer">
      <Inner>
        {fallbackLegalLinks.map(({ path, label }) => (
          <a key={path} href={withPathPrefix(pathPrefix, path)}>
            {label}
          </a>
        ))}
        <span>© 2013–{new Date().getFullYear()} Exchange. All rights reserved.</span>
      </Inner>
    </ChromeRoot>
  );
}
