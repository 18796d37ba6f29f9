import { createContext } from 'react';

/**
 * Which opening of its dropdown a market panel is shown in (1, 2, ...). The panel stays mounted, hidden,
 * between openings; its lists read this to start each opening at the top with the tab stop on the first row.
 */
export const PanelShowingContext = createContext(0);

/** Whether the dropdown around a market panel is open (true outside a dropdown, as in tests). */
export const DropdownOpenContext = createContext(true);

/**
 * Whether what is inside is on screen: its dropdown open, its market the one shown beside the items, and
 * (for a list) its sub-tab the chosen one. Hidden parts stay mounted but are not rendered
 * (`content-visibility` or `visibility`, which keep their style and layout for the next showing): they wait
 * until shown to touch layout (reading a scroll position would lay them out), and nothing hidden polls.
 */
export const ShownContext = createContext(true);
