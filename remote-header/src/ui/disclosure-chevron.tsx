import { css } from 'styled-components';

/** The arrow of a disclosure button; it turns 180 degrees while the button is expanded (header spec section 4). */
export function DisclosureChevron() {
  return (
    <svg data-chevron viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4.5 6 8.5l4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** Styles for a button holding a DisclosureChevron; only the chevron turns, an icon beside it stays. */
export const disclosureChevronStyles = css`
  [data-chevron] {
    width: 12px;
    height: 12px;
    transition: transform 150ms ease;
  }

  &[aria-expanded='true'] [data-chevron] {
    transform: rotate(180deg);
  }

  @media (prefers-reduced-motion: reduce) {
    [data-chevron] {
      transition: none;
    }
  }
`;

/** The bar's dropdown buttons (navigation groups, account and tool menus): flat, shaded while hovered or open. */
export const menuTriggerStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surface};
  }

  ${disclosureChevronStyles}
`;
