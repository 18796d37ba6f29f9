import { ChromeRoot, withPathPrefix } from '@site-chrome/shared';
import styled from 'styled-components';

const Inner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
`;

/** Without the search remote, the markets page is the closest thing to a search. */
export function SearchFallback({ pathPrefix }: { pathPrefix: string }) {
  return (
    <ChromeRoot as="section" aria-label="Aggregated search" data-fallback="search">
      <Inner>
        Search is unavailable right now. <a href={withPathPrefix(pathPrefix, '/price')}>Browse all markets</a>
      </Inner>
    </ChromeRoot>
  );
}
