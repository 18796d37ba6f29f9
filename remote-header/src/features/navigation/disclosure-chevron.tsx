import { css } from 'styled-components';

/** The arrow of a disclosure button; it turns 180 degrees while the button is expanded (header spec section 4). */
export function DisclosureChevron() {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4.5 6 8.5l4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** Styles for a button holding a DisclosureChevron. */
export const disclosureChevronStyles = css`
  svg {
    width: 12px;
    height: 12px;
    transition: transform 150ms ease;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }

  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;
