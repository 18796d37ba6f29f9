import * as Tabs from '@radix-ui/react-tabs';
import { textDirection, useChromeStore } from '@site-chrome/shared';
import type { ComponentProps } from 'react';
import styled from 'styled-components';

/**
 * Radix Tabs in the page's direction. Radix writes its own `dir` on the root (left-to-right unless told),
 * which would turn the tab row and the panels back to left-to-right on an Arabic page.
 */
export function TabsRoot(props: ComponentProps<typeof Tabs.Root>) {
  const language = useChromeStore((state) => state.language);
  return <Tabs.Root dir={textDirection(language)} {...props} />;
}

/** The panels' tab rows (Radix Tabs: arrow keys move between tabs): an underline marks the selected one. */
export const TabList = styled(Tabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Tab = styled(Tabs.Trigger)`
  padding: ${({ theme }) => theme.space.sm} 0;
  border: 0;
  border-block-end: 2px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  cursor: pointer;

  &[data-state='active'] {
    border-block-end-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

export const TabPanel = styled(Tabs.Content)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-block-start: ${({ theme }) => theme.space.md};
`;
