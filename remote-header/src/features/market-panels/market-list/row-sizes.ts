/** Header spec section 9: market rows are 58 px, with 10 placeholder rows while loading. */
export const marketRowHeight = 58;
export const marketPlaceholderRows = 10;
