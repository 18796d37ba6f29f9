import * as Tabs from '@radix-ui/react-tabs';
import { textDirection, useChromeStore } from '@site-chrome/runtime';
import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { tabListStyles, tabStyles } from './tab-styles';

/**
 * Radix Tabs in the page's direction. Radix writes its own `dir` on the root (left-to-right unless told),
 * which would turn the tab row and the panels back to left-to-right on an Arabic page.
 */
export function TabsRoot(props: ComponentProps<typeof Tabs.Root>) {
  const language = useChromeStore((state) => state.language);
  return <Tabs.Root dir={textDirection(language)} {...props} />;
}

/** The panels' tab rows (Radix Tabs: arrow keys move between tabs). */
export const TabList = styled(Tabs.List)`
  ${tabListStyles}
`;

export const Tab = styled(Tabs.Trigger)`
  ${tabStyles}
`;

export const TabPanel = styled(Tabs.Content)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-block-start: ${({ theme }) => theme.space.md};

  /*
   * Radix keeps the inactive panels in the page, empty, marked hidden and with tabindex 0: the display above
   * beats the browser's [hidden] rule, which left each one a blank Tab stop (the last in the dialog).
   */
  &[hidden] {
    display: none;
  }
`;
