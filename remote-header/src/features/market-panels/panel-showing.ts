import { createContext } from 'react';

/**
 * Which opening of its dropdown a market panel is shown in (1, 2, ...). The panel stays mounted, hidden,
 * between openings; its lists read this to start each opening at the top with the tab stop on the first row.
 */
export const PanelShowingContext = createContext(0);

/**
 * Whether a list is the one its sub-tabs show. A list behind another tab stays mounted but is not laid
 * out; it waits until it is shown to touch its layout (reading its scroll position would lay it out).
 */
export const SubTabShownContext = createContext(true);
