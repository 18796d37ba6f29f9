import styled from 'styled-components';

/*
 * What the bar shows at which width (header spec section 9): compact below 992 px, where the navigation
 * moves into the drawer, and below 768 px the operations and tools follow it (or the phone sheet takes
 * them), so nothing overflows at 375 px. `display: contents` keeps the wrapped buttons in the bar's flex row.
 */
const shownBetween = (from: number | null, below: number | null) => styled.div`
  display: contents;

  ${from === null ? '' : `@media (max-width: ${from - 0.1}px) { display: none; }`}
  ${below === null ? '' : `@media (min-width: ${below}px) { display: none; }`}
`;

export const WideOnly = shownBetween(992, null);
export const CompactOnly = shownBetween(null, 992);
export const TabletUp = shownBetween(768, null);
export const PhoneOnly = shownBetween(null, 768);
