import { createContext } from 'react';

/**
 * Which opening of its dropdown a market panel is shown in (1, 2, ...). The panel stays mounted, hidden,
 * between openings; its lists read this to start each opening at the top with the tab stop on the first row.
 */
export const PanelShowingContext = createContext(0);
