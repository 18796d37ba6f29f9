import type { ReactNode } from 'react';
import styled from 'styled-components';
import { demoPages, type DemoPage } from './demo-pages';

const Main = styled.main`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-inline-size: 1200px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.xl};

  h1 {
    margin: 0;
  }
`;

const PageLinks = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.lg};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** The product page the chrome is embedded in: its title, links to the other demo pages, and slots. */
export function PageContent({ page, children }: { page: DemoPage; children: ReactNode }) {
  return (
    <Main>
      <div>
        <h1>{page.title}</h1>
        <p>{page.description}</p>
      </div>
      <PageLinks aria-label="Demo pages">
        <ul>
          {demoPages.map((target) => (
            <li key={target.path}>
              <a
                href={`${target.path}${window.location.search}`}
                aria-current={target.path === page.path ? 'page' : undefined}
              >
                {target.title}
              </a>
            </li>
          ))}
        </ul>
      </PageLinks>
      {children}
    </Main>
  );
}
