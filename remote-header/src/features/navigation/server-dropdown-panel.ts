import type { ReactNode } from 'react';
import type { DropdownPanelProps } from './dropdown/dropdown-panel';
import { dropdownPanel } from './dropdown-panel-part';

type RenderDropdownPanel = (props: DropdownPanelProps) => ReactNode;

let onServer: RenderDropdownPanel | undefined;

/**
 * Has a fragment server draw the dropdown contents in its markup (called once as it starts, by
 * `src/server/parts.ts`), so that the server's header opens its dropdowns before any script. The browser
 * never calls it: there the contents stay in their own chunk, fetched on first interest, and hydration
 * keeps the server's markup of them until React draws its own.
 */
export async function drawDropdownsOnServer(): Promise<void> {
  const outcome = await dropdownPanel.preload();
  if (outcome.status === 'ready') onServer = outcome.value;
}

/** The dropdown contents' renderer where the server draws them (`drawDropdownsOnServer`), else undefined. */
export function serverDropdownPanel(): RenderDropdownPanel | undefined {
  return onServer;
}
