import { useClientRender } from '@site-chrome/runtime';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ServerDrawerContentsProps } from './server-drawer-contents';

type RenderContents = (props: ServerDrawerContentsProps) => ReactNode;

let onServer: RenderContents | undefined;

/**
 * Has a fragment server draw the drawer's navigation in its markup (called once as it starts, by
 * `src/server/parts.ts`), so "Menu" opens it before any script. The browser never calls it: its bundle
 * carries the popover's frame alone, and the contents' module is a chunk it never fetches.
 */
export async function drawDrawerOnServer(): Promise<void> {
  const contents = await import(/* webpackChunkName: "header-server-drawer" */ './server-drawer-contents');
  onServer = contents.renderServerDrawerContents;
}

// The drawer's place (SideSheet's): the inline end (the right, the left in a right-to-left page: the popover
// keeps the header's direction in the top layer), the viewport's height, the page dimmed behind it.
const Panel = styled.div`
  inset-block: 0;
  inset-inline: auto 0;
  width: min(360px, 100vw);
  height: 100%;
  max-height: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 0;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &::backdrop {
    background: rgb(0 0 0 / 40%);
  }
`;

/** The server's markup, kept by the browser as it is (a constant object: no render rewrites it). */
const serverMarkup = { __html: '' };

/**
 * The drawer before hydration: a popover of the "Menu" button holding the bar's navigation (top-level links,
 * groups as <details>), so a phone reader can move on before the header's code has come. Drawn by the
 * fragment server only; the browser keeps its markup untouched, and once React has the button, "Menu" opens
 * the drawer's dialog instead (useLazyDialog's `serverPopover`).
 */
export function ServerDrawer({ id, label, entries }: ServerDrawerContentsProps & { label: string }) {
  const client = useClientRender();
  // Only where React took over the server's markup (its first render hydrates); a client-only page has none.
  const [hydrated] = useState(!client);
  if (!hydrated) return null;
  // The hydrating render has the menu's outline only (menu-outline.ts): it keeps the server's markup.
  if (client || !onServer || entries.some((entry) => entry.outline))
    return (
      <Panel
        id={id}
        popover="auto"
        role="dialog"
        aria-label={label}
        dangerouslySetInnerHTML={serverMarkup}
        suppressHydrationWarning
      />
    );
  return (
    <Panel id={id} popover="auto" role="dialog" aria-label={label}>
      {onServer({ id, entries })}
    </Panel>
  );
}
