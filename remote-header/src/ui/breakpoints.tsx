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

/**
 * Header spec section 9's 414 and 1520 px (docs/decisions/breakpoints.md): below 414 px the pay-with list
 * goes under the fiats; from 1520 px the Search button shows its name beside the icon.
 */
export const largePhoneWidth = 414;
export const wideDesktopWidth = 1520;

/**
 * Not the spec's: the bar needs 480 px for the wordmark and Log In beside Sign Up, Search and Menu (at 414
 * px they overflow the page by 53 px), so below 480 px it drops them.
 */
export const barFullWidth = 480;

export const WideOnly = shownBetween(992, null);
export const CompactOnly = shownBetween(null, 992);
export const TabletUp = shownBetween(768, null);
export const PhoneOnly = shownBetween(null, 768);
