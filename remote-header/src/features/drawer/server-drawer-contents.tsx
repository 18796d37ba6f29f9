import { useTranslation } from '@site-chrome/runtime';
import styled from 'styled-components';
import { headerNamespace } from '../../i18n/header-translations';
import type { NavigationEntry } from '../navigation';

/*
 * Server only (drawDrawerOnServer): the browser's bundle never fetches this module. What the drawer holds
 * before hydration is the bar's own (web) menu, the one the server has in hand and draws in the dropdowns:
 * the phone (h5) menu the React drawer shows is not asked for on the server, and drawing it here would send
 * a second menu as markup. Top-level links, and each group as a <details> of its links.
 */

/**
 * What the fragment server draws inside the drawer's popover; ServerDrawer (server-drawer.tsx) passes them.
 * Declared here, beside what draws them: server-drawer.tsx loads this module on the server and names the
 * type, so a declaration there would make the two modules import each other.
 */
export interface ServerDrawerContentsProps {
  /** The popover's id: its close button hides it. */
  id: string;
  /** The bar's navigation (the server's whole menu). */
  entries: readonly NavigationEntry[];
}

const Contents = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  > div {
    display: flex;
    align-items: center;
    justify-content: space-between;
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeMd};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  ul ul {
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }

  a,
  summary {
    display: flex;
    align-items: center;
    min-height: 44px;
    color: inherit;
    text-decoration: none;
    cursor: pointer;
  }

  summary {
    font-weight: ${({ theme }) => theme.font.weightBold};
  }

  button {
    min-width: 44px;
    min-height: 44px;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
`;

function Entry({ entry }: { entry: NavigationEntry }) {
  if (entry.children.length > 0)
    return (
      <li>
        <details>
          <summary>{entry.label}</summary>
          <ul>
            {entry.href ? <Entry entry={{ ...entry, children: [] }} /> : null}
            {entry.children.map((child) => (
              <Entry key={child.key} entry={child} />
            ))}
          </ul>
        </details>
      </li>
    );
  if (!entry.href) return null;
  const isExternal = entry.target === '_blank';
  return (
    <li>
      <a
        href={entry.href}
        target={isExternal ? '_blank' : undefined}
        rel={isExternal ? 'noopener noreferrer' : undefined}
      >
        {entry.label}
      </a>
    </li>
  );
}

function ServerDrawerContents({ id, entries }: ServerDrawerContentsProps) {
  const { t } = useTranslation(headerNamespace);
  const { t: tCommon } = useTranslation();
  return (
    <Contents>
      <div>
        <h2>{t('drawer.menu')}</h2>
        <button type="button" popoverTarget={id} popoverTargetAction="hide" aria-label={t('drawer.close')}>
          ✕
        </button>
      </div>
      <nav aria-label={tCommon('mainNavigation')}>
        <ul>
          {entries.map((entry) => (
            <Entry key={entry.key} entry={entry} />
          ))}
        </ul>
      </nav>
    </Contents>
  );
}

/** The module's entry point (see server-drawer.tsx). */
export function renderServerDrawerContents(props: ServerDrawerContentsProps) {
  return <ServerDrawerContents {...props} />;
}
