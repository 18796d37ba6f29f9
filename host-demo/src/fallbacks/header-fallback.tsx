import { ActionLink } from '@site-chrome/runtime/ui';
import { ChromeRoot } from '@site-chrome/runtime';
import { signupPath } from '@site-chrome/rules/account-links';
import { withPathPrefix } from '@site-chrome/rules/sites';
import styled from 'styled-components';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  height: ${({ theme }) => theme.layout.headerHeight};
  padding-inline: ${({ theme }) => theme.space.xl};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  nav ul {
    display: flex;
    gap: ${({ theme }) => theme.space.lg};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Brand = styled.a`
  font-weight: ${({ theme }) => theme.font.weightBold};
  font-size: ${({ theme }) => theme.font.sizeLg};
  text-decoration: none;
`;

const End = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-inline-start: auto;
`;

const plainLinks = [
  { label: 'Markets', path: '/price' },
  { label: 'Trade', path: '/trade/BTC_USDT' },
  { label: 'Futures', path: '/futures/USDT/BTC_USDT' },
  { label: 'Help', path: '/help' },
];

/**
 * What the page shows when the header remote is down: the logo, plain links and Log In / Sign Up, so
 * a trader can still move around and sign in. English only: the translations live in the remote.
 */
export function HeaderFallback({
  pathPrefix,
  pagePath,
  signedIn,
}: {
  pathPrefix: string;
  /** The page's path without the prefix: Sign Up brings the reader back to it. */
  pagePath: string;
  signedIn: boolean;
}) {
  return (
    <ChromeRoot as="header" data-fallback="header">
      <Bar>
        <Brand href={withPathPrefix(pathPrefix, '/')} aria-label="Exchange home">
          Exchange
        </Brand>
        <nav aria-label="Main">
          <ul>
            {plainLinks.map((link) => (
              <li key={link.path}>
                <a href={withPathPrefix(pathPrefix, link.path)}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        {signedIn ? null : (
          <End>
            <ActionLink href={withPathPrefix(pathPrefix, '/login')}>Log In</ActionLink>
            <ActionLink
              $variant="primary"
              href={withPathPrefix(pathPrefix, signupPath(withPathPrefix(pathPrefix, pagePath)))}
            >
              Sign Up
            </ActionLink>
          </End>
        )}
      </Bar>
    </ChromeRoot>
  );
}
